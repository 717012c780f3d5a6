import safeCompare from "tsscmp";

/** The header the preview server's data layer sends with draft requests (plugins/cms-data-layer/cms/strapi-source-options.ts). */
export const PREVIEW_SECRET_HEADER = "x-preview-secret";

/**
 * Whether a content-API request comes from the preview server: it carries PREVIEW_SECRET. Only then may
 * it ask for `status=draft` (src/middlewares/published-only.ts); the API token's own permissions still
 * apply. Without PREVIEW_SECRET nobody gets drafts.
 */
export const isPreviewServerRequest = (header: string | undefined): boolean => {
  const secret = process.env.PREVIEW_SECRET?.trim();
  if (!secret || !header) return false;
  // Constant time whatever the lengths: a length check first would tell a caller how long the secret is.
  return safeCompare(header, secret);
};
