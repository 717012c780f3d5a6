import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { MIN_PREVIEW_SECRET_LENGTH } from "@agency/cms/contract/preview-token";
import { publisherStateDir, resolveLocalSecret } from "@agency/shared/local-secret";

type Env = Record<string, string | undefined>;

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

const str = (env: Env, name: string, fallback: string): string => env[name]?.trim() || fallback;

/** An integer setting: `fallback` when unset, else at least `min` (a person-worded error otherwise). */
export function intSetting(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

export function loadPreviewConfig(env: Env = process.env): PreviewConfig {
  const stateDir = publisherStateDir(env);
  return {
    host: str(env, "PREVIEW_HOST", "127.0.0.1"),
    port: intSetting(env, "PREVIEW_PORT", 9100),
    // Locally generated once and kept next to the publisher's webhook token.
    secret: resolveLocalSecret(env, { variable: "PREVIEW_SECRET", stateDir, fileName: "preview-secret", minLength: MIN_PREVIEW_SECRET_LENGTH }),
    adminOrigin: new URL(str(env, "CMS_ADMIN_ORIGIN", str(env, "STRAPI_URL", `http://127.0.0.1:${str(env, "PORT", "1337")}`))).origin,
    workDir: path.resolve(str(env, "PREVIEW_WORK_DIR", defaultWorkDir())),
    refreshQuietMs: intSetting(env, "PREVIEW_REFRESH_QUIET_MS", 300),
    secureCookie: env.PREVIEW_SECURE_COOKIE === "true",
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
  return { PREVIEW_URL: process.env.PREVIEW_URL?.trim() || url, PREVIEW_SECRET: config.secret, PREVIEW_REFRESH_URL: `${url}/__preview/refresh` };
}
