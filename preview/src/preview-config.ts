import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { MIN_PREVIEW_SECRET_LENGTH } from "@agency/cms/contract/preview-token";
import { bool, httpUrl, int, port, str, type Env } from "@agency/shared/env";
import { publisherStateDir, resolveLocalSecret } from "@agency/shared/local-secret";

/** preview/src → repo root. */
export const REPO_ROOT = path.resolve(__dirname, "..", "..");

export interface PreviewConfig {
  /** The public (auth proxy) side. Loopback unless PREVIEW_HOST says otherwise. */
  host: string;
  port: number;
  /** Shared with the CMS: signs the links it hands out and authorizes its refresh calls. */
  secret: string;
  /** The admin's origin, the only one allowed to frame the preview. */
  adminOrigin: string;
  /** Where the draft copy of the site is developed: its own .cache and public/, never the publisher's (docs/preview.md). */
  workDir: string;
  refreshQuietMs: number;
  secureCookie: boolean;
}

export function loadPreviewConfig(env: Env = process.env): PreviewConfig {
  const stateDir = publisherStateDir(env);
  return {
    host: str(env, "PREVIEW_HOST", "127.0.0.1"),
    port: port(env, "PREVIEW_PORT", 9100),
    // Locally generated once and kept next to the publisher's webhook token.
    secret: resolveLocalSecret(env, { variable: "PREVIEW_SECRET", stateDir, fileName: "preview-secret", minLength: MIN_PREVIEW_SECRET_LENGTH }),
    adminOrigin: new URL(httpUrl(env, "CMS_ADMIN_ORIGIN", httpUrl(env, "STRAPI_URL", `http://127.0.0.1:${port(env, "PORT", 1337)}`))).origin,
    workDir: path.resolve(str(env, "PREVIEW_WORK_DIR", defaultWorkDir())),
    refreshQuietMs: int(env, "PREVIEW_REFRESH_QUIET_MS", 300),
    secureCookie: bool(env, "PREVIEW_SECURE_COOKIE", false),
  };
}

/**
 * Outside the repository: inside it, the copy's generated .cache would be linted and scanned by the
 * repository's tools. One folder per checkout, so two checkouts on one machine never share it.
 */
function defaultWorkDir(): string {
  return path.join(os.tmpdir(), `site-preview-${createHash("sha256").update(REPO_ROOT).digest("hex").slice(0, 10)}`);
}

/** What the CMS needs to hand out preview links and report draft saves (cms/config/admin.ts, cms/src/bootstrap/preview-webhook.ts). */
export function cmsPreviewEnv(config: PreviewConfig): Record<string, string> {
  const url = `http://${config.host === "0.0.0.0" ? "127.0.0.1" : config.host}:${config.port}`;
  return { PREVIEW_URL: httpUrl(process.env, "PREVIEW_URL", url), PREVIEW_SECRET: config.secret, PREVIEW_REFRESH_URL: `${url}/__preview/refresh` };
}
