/**
 * Boots the content system (Strapi 5 in cms/) as a child process and hands back its URLs, the site's
 * API token and the two admin logins (editor, super admin). Used by `npm start`, `npm test`, the
 * publisher and the CMS tests. Compiles only what changed (cms-build.ts; the workspace's one install brings its
 * dependencies), and never
 * leaves the child running after the parent is gone (cms-child.ts).
 */
import { dirname, join, resolve } from "node:path";
import { CMS_TMP, prepareCms } from "./cms-build";
import { spawnCms } from "./cms-child";
import { cmsAccounts, readToken } from "./cms-credentials";
import { assertPortFree, assertWritableDatabase } from "./cms-preflight";
import { int } from "@agency/shared/env";
import { waitForHealth } from "@agency/shared/wait-for-health";

export { CMS_DIR } from "./cms-build";
export { developerLogin, editorLogin } from "./cms-credentials";

export interface CmsOptions {
  port?: number;
  host?: string;
  /** SQLite file (ignored when DATABASE_CLIENT=postgres). Default cms/.tmp/data.db. */
  dbFile?: string;
  /** Seed profile used when the database is seeded for the first time. Default "full"; "scale" for the build-scale bench. */
  profile?: "full" | "sparse" | "scale";
  /** Serve the admin panel (builds it when missing or stale). Default true. */
  serveAdmin?: boolean;
  /** Where the CMS writes the site build's API token. Default cms/.tmp/site-api-token. */
  tokenFile?: string;
  webhookUrl?: string;
  webhookToken?: string;
  /** How long the first boot (which seeds) may take before the CMS counts as failed. Default CMS_BOOT_TIMEOUT_MS or 10 min: a bound on a CMS that never comes up, not a speed limit (the full seed took over 3 min to boot on a 2-core machine under heavy load). */
  bootTimeoutMs?: number;
  /** Extra environment for the child (explicit options above win). */
  env?: Record<string, string>;
  /** "inherit" (default) prints the CMS log, "quiet" keeps only a tail for errors, anything else is a log file path. */
  log?: "inherit" | "quiet" | string;
}

export interface CmsHandle {
  url: string;
  adminUrl: string;
  token: string;
  /** The super admin (developers). */
  adminEmail: string;
  adminPassword: string;
  /** The account with Strapi's Editor role; null in production without EDITOR_EMAIL / EDITOR_PASSWORD. */
  editor: { email: string; password: string } | null;
  pid: number;
  stop(): Promise<void>;
}

const BOOT_TIMEOUT_MS = int(process.env, "CMS_BOOT_TIMEOUT_MS", 600_000, 1);

export async function startCms(opts: CmsOptions = {}): Promise<CmsHandle> {
  const host = opts.host ?? "127.0.0.1";
  const port = opts.port ?? 1337;
  const dbFile = resolve(opts.dbFile ?? join(CMS_TMP, "data.db"));
  const tokenFile = resolve(opts.tokenFile ?? join(CMS_TMP, "site-api-token"));
  const serveAdmin = opts.serveAdmin ?? true;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STRAPI_TELEMETRY_DISABLED: "true",
    // A throw-away database keeps its media beside it instead of in cms/public.
    ...(opts.dbFile ? { PUBLIC_DIR: join(dirname(dbFile), "public") } : {}),
    ...opts.env,
    HOST: host,
    PORT: String(port),
    DATABASE_FILENAME: dbFile,
    CMS_TOKEN_FILE: tokenFile,
    SERVE_ADMIN_PANEL: String(serveAdmin),
    CMS_EXIT_WITH_PARENT: "1",
    ...(opts.profile ? { SEED_PROFILE: opts.profile } : {}),
    ...(opts.webhookUrl !== undefined ? { PUBLISHER_WEBHOOK_URL: opts.webhookUrl } : {}),
    ...(opts.webhookToken !== undefined ? { PUBLISHER_WEBHOOK_TOKEN: opts.webhookToken } : {}),
  };

  if ((env.DATABASE_CLIENT ?? "sqlite") === "sqlite") assertWritableDatabase(dbFile);
  await assertPortFree(host, port);
  await prepareCms({ admin: serveAdmin, env });

  const child = spawnCms(env, opts.log ?? "inherit");
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  let token: string;
  try {
    const timeoutMs = opts.bootTimeoutMs ?? BOOT_TIMEOUT_MS;
    const health = await waitForHealth(`${url}/_health`, { exited: child.exited, timeoutMs, initialDelayMs: 250, maxDelayMs: 250, requestTimeoutMs: 2_000 });
    if (!health.ok)
      throw new Error(
        `The CMS was not ready within ${Math.round(timeoutMs / 1000)} s: ${health.lastError}\n--- last CMS log lines ---\n${child.output.tail()}`,
      );
    token = readToken(env, tokenFile);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, adminUrl: `${url}/admin`, token, ...cmsAccounts(env), pid: child.pid, stop: child.stop };
}
