import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

type Env = Record<string, string | undefined>;

export interface LocalSecretSpec {
  /** The environment variable that holds it, e.g. PUBLISHER_WEBHOOK_TOKEN. */
  variable: string;
  /** Where a generated one is kept between local runs (the publisher's state folder). */
  stateDir: string;
  fileName: string;
  minLength: number;
}

/**
 * A secret shared with the CMS. From the environment; required in production, since a generated one
 * would be unknown to the CMS. Locally one is generated once and kept, mode 0600, so restarts keep
 * the CMS's webhooks and links working.
 */
export function resolveLocalSecret(env: Env, spec: LocalSecretSpec): string {
  const fromEnv = env[spec.variable]?.trim();
  if (fromEnv) {
    if (fromEnv.length < spec.minLength) throw new Error(`${spec.variable} must be at least ${spec.minLength} characters`);
    return fromEnv;
  }
  if (env.NODE_ENV === "production") throw new Error(`${spec.variable} is required when NODE_ENV=production`);
  const file = path.join(spec.stateDir, spec.fileName);
  try {
    const saved = fs.readFileSync(file, "utf8").trim();
    if (saved.length >= spec.minLength) return saved;
  } catch {
    // not generated yet
  }
  const secret = randomBytes(32).toString("hex");
  fs.mkdirSync(spec.stateDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The repository root: the site the publisher builds unless PUBLISHER_SITE_DIR says otherwise. */
const REPO_ROOT = path.resolve(__dirname, "..");

const setting = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** The site the publisher builds: PUBLISHER_SITE_DIR, else the repo root. */
export function publisherSiteDir(env: Env): string {
  return path.resolve(setting(env, "PUBLISHER_SITE_DIR") ?? REPO_ROOT);
}

/**
 * The publisher's state folder (webhook token, preview secret, workspace state, logs): PUBLISHER_STATE_DIR, relative
 * to the site dir like the output and releases folders, `.publisher` by default. The preview server keeps its shared
 * secret in the same folder, so both resolve it here.
 */
export function publisherStateDir(env: Env, siteDir = publisherSiteDir(env)): string {
  return path.resolve(siteDir, setting(env, "PUBLISHER_STATE_DIR") ?? ".publisher");
}
