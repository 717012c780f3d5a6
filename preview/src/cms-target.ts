import { httpUrl, int, type Env } from "@agency/shared/env";

/** The CMS the preview reads drafts from. */
export type CmsTarget =
  /** `npm run preview` boots the repository's CMS on this machine and gives it the preview's settings. */
  | { kind: "local" }
  /** A CMS already running elsewhere, read with `token`; the preview waits up to `healthTimeoutMs` for its `/_health`. */
  | { kind: "remote"; url: string; token: string; healthTimeoutMs: number };

const HEALTH_TIMEOUT_MS = 60_000;

/**
 * Which CMS the preview reads (docs/preview.md, "Against a CMS elsewhere"): the one at STRAPI_URL with
 * STRAPI_TOKEN when both are set, a local one when neither is. One without the other is a mistake, never a
 * reason to fall back to the local CMS. A CMS elsewhere cannot know a secret generated on this machine, so
 * it needs PREVIEW_SECRET from the environment, the value the CMS has too.
 */
export function cmsTarget(env: Env): CmsTarget {
  const url = env.STRAPI_URL?.trim() || undefined;
  const token = env.STRAPI_TOKEN?.trim() || undefined;
  if (!url && !token) return { kind: "local" };
  if (!token)
    throw new Error(
      "STRAPI_URL is set but STRAPI_TOKEN is not. To preview a CMS that runs elsewhere, set both: STRAPI_URL (its address) " +
        "and STRAPI_TOKEN (its site token). To have `npm run preview` start a local CMS instead, unset STRAPI_URL.",
    );
  if (!url)
    throw new Error(
      "STRAPI_TOKEN is set but STRAPI_URL is not. To preview a CMS that runs elsewhere, set both: STRAPI_URL (its address) " +
        "and STRAPI_TOKEN (its site token). To have `npm run preview` start a local CMS instead, unset STRAPI_TOKEN.",
    );
  const cmsUrl = httpUrl(env, "STRAPI_URL");
  if (!env.PREVIEW_SECRET?.trim())
    throw new Error(
      `PREVIEW_SECRET is not set. The preview of the CMS at ${cmsUrl} needs the same PREVIEW_SECRET (32 characters or more) ` +
        "as that CMS: the CMS gives drafts only to requests that carry it, and signs the preview links with it.",
    );
  return {
    kind: "remote",
    url: cmsUrl,
    token,
    healthTimeoutMs: int(env, "PREVIEW_CMS_HEALTH_TIMEOUT_MS", HEALTH_TIMEOUT_MS, 1),
  };
}
