import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { newBuildId } from "../../shared/build-id";
import { bool, httpUrl, int, oneOf, str } from "../../shared/env";

/**
 * Build-time settings, read once from the environment. Defaults serve the local product
 * (`npm start`): the CMS on 127.0.0.1:1337 and its seed-written token file.
 */
export interface BuildEnv {
  strapiUrl: string;
  strapiToken: string | undefined;
  siteUrl: string;
  cmsTimeoutMs: number;
  gtmId: string | undefined;
  noIndex: boolean;
  /** Name for the web manifest (the one place the brand name is needed before the CMS is read). */
  siteName: string;
  /** "draft" only for the preview server (docs/preview.md): pages, posts and the configuration are sourced as drafts. */
  contentStatus: "published" | "draft";
  /** Sent with draft requests: the CMS serves drafts only to the preview server (docs/preview.md). Node only. */
  previewSecret: string | undefined;
  /**
   * Where the CMS's media are served when they are not on the CMS host: a bucket or the CDN in front of it
   * (CMS_MEDIA_URL, the CMS's S3_PUBLIC_URL or bucket URL). Rich-text images are taken from there too.
   */
  mediaUrl: string | undefined;
  /**
   * The CMS as visitors' browsers reach it (CMS_PUBLIC_URL; STRAPI_URL when the build reaches it the same way):
   * the enquiry form posts there, and the pages' CSP allows exactly that origin (docs/enquiries.md).
   */
  cmsPublicUrl: string;
  /**
   * Whether the build writes src/gatsby-types.d.ts (Gatsby's typegen) for the type checks. SITE_TYPEGEN=false in
   * the publisher's builds: a publish needs no types, and generating them costs every publish (docs/publishing.md).
   */
  typegen: boolean;
}

const DEFAULT_TOKEN_FILE = "cms/.tmp/site-api-token";

export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  const strapiUrl = httpUrl(env, "STRAPI_URL", "http://127.0.0.1:1337");
  const contentStatus = oneOf(env, "SITE_CONTENT_STATUS", ["published", "draft"], "published");
  const mediaUrl = httpUrl(env, "CMS_MEDIA_URL");
  return {
    strapiUrl,
    strapiToken: str(env, "STRAPI_TOKEN", "") || readTokenFile(str(env, "CMS_TOKEN_FILE", DEFAULT_TOKEN_FILE)),
    siteUrl: httpUrl(env, "SITE_URL", "http://127.0.0.1:9000"),
    cmsTimeoutMs: int(env, "CMS_TIMEOUT_MS", 15_000, 1),
    gtmId: str(env, "GATSBY_GTM_ID", "") || undefined,
    noIndex: bool(env, "SITE_NOINDEX", false),
    siteName: str(env, "SITE_NAME", "Lumen & Lark"),
    contentStatus,
    previewSecret: contentStatus === "draft" ? str(env, "PREVIEW_SECRET", "") || undefined : undefined,
    mediaUrl: mediaUrl || undefined,
    cmsPublicUrl: httpUrl(env, "CMS_PUBLIC_URL", strapiUrl),
    typegen: bool(env, "SITE_TYPEGEN", true),
  };
}

function readTokenFile(file: string): string | undefined {
  const path = resolve(file);
  return existsSync(path) ? readFileSync(path, "utf8").trim() || undefined : undefined;
}

/**
 * One id per build, shared by every Gatsby worker (they inherit process.env); it names builds/latest.json and
 * builds/meta/<id>.json. Never in the browser bundle: JavaScript must change only when code does (the page learns
 * its build from builds/latest.json, src/app/runtime/update-check.ts). The publisher passes BUILD_ID.
 */
export function ensureBuildId(env: NodeJS.ProcessEnv = process.env): string {
  const id = env.BUILD_ID || newBuildId();
  env.BUILD_ID = id;
  return id;
}

/** Settings the browser bundle needs, exposed the Gatsby way (GATSBY_* is inlined by webpack). */
export function exposeToBrowser(buildEnv: BuildEnv, env: NodeJS.ProcessEnv = process.env): void {
  env.GATSBY_SITE_URL = buildEnv.siteUrl;
  env.GATSBY_SITE_NOINDEX = buildEnv.noIndex ? "true" : "false";
  // The layout shows the preview banner only in a draft build (src/features/preview).
  env.GATSBY_SITE_CONTENT_STATUS = buildEnv.contentStatus;
  env.GATSBY_ENQUIRY_ENDPOINT = `${buildEnv.cmsPublicUrl}/api/enquiries/submit`;
}
