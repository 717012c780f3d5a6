import type { Core } from "@strapi/strapi";
import { sitePathOf } from "./preview-path";
import { MIN_PREVIEW_SECRET_LENGTH, signPreviewToken } from "../contract/preview-token";
import { isProduction } from "./runtime-env";

export interface PreviewEnv {
  /** The preview server as the editor's browser reaches it. */
  url?: string;
  /** Shared with the preview server: signs the links, authorizes the refresh webhook. */
  secret?: string;
}

export const previewEnv = (): PreviewEnv => {
  const url = process.env.PREVIEW_URL?.trim().replace(/\/+$/, "") || undefined;
  const secret = process.env.PREVIEW_SECRET?.trim() || undefined;
  if (url && !/^https?:\/\//.test(url)) throw new Error(`[cms] PREVIEW_URL must be an http(s) URL, got "${url}".`);
  if (url && !secret && isProduction()) throw new Error("[cms] PREVIEW_SECRET must be set when PREVIEW_URL is set and NODE_ENV=production.");
  if (secret && secret.length < MIN_PREVIEW_SECRET_LENGTH) throw new Error(`[cms] PREVIEW_SECRET must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters.`);
  return { url, secret };
};

/**
 * The link Preview opens for a document: the preview server's door with a freshly signed token for the
 * document's site path in the locale the editor is looking at (`/fr/…` for the French version; docs/preview.md). Null (Strapi then offers no preview) for types the site does
 * not render.
 */
const previewUrlFor = async (
  strapi: Core.Strapi,
  env: Required<PreviewEnv>,
  uid: string,
  documentId: string,
  locale: string | undefined,
): Promise<string | null> => {
  const path = await sitePathOf(strapi, uid, documentId, locale);
  if (!path) return null;
  const query = new URLSearchParams({ token: signPreviewToken(env.secret, path), path });
  return `${env.url}/__preview/enter?${query.toString()}`;
};

/**
 * Strapi's Preview (cms/config/admin.ts): on when the preview server is known (PREVIEW_URL and
 * PREVIEW_SECRET, which `npm start` and `npm run preview` pass). Its origin may be framed by the admin.
 */
export const previewAdminConfig = (): Core.Config.Admin["preview"] => {
  const { url, secret } = previewEnv();
  if (!url || !secret) return { enabled: false, config: { handler: () => null } };
  return {
    enabled: true,
    config: {
      allowedOrigins: [new URL(url).origin],
      handler: (uid, { documentId, locale }) => previewUrlFor(strapi, { url, secret }, uid, documentId, locale),
    },
  };
};
