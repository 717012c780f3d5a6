/**
 * Gets cms/ ready to start: installs its dependencies when its lockfile changed, compiles the server code
 * when src/, config/ or the dependencies changed, and builds the admin panel only when it is to be served
 * and its inputs changed. Hashes of the inputs are kept in dist/, so a second start skips what is built.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { run } from "./child";
import { takeLock } from "../../shared/file-lock";

const ROOT = resolve(__dirname, "..", "..");
export const CMS_DIR = join(ROOT, "cms");
const DIST = join(CMS_DIR, "dist");
export const CMS_TMP = join(CMS_DIR, ".tmp");
const SOURCE_MARKER = join(DIST, ".cms-source-hash");
const ADMIN_MARKER = join(DIST, "build", ".cms-admin-hash");
const LOCK_WAIT_MS = 15 * 60_000;

/**
 * Installing and building share one lock: parallel starts (tests, publisher) must not run two `npm ci`
 * or two compilations in the same cms/ at once.
 */
export async function prepareCms({ admin, env }: { admin: boolean; env: NodeJS.ProcessEnv }): Promise<void> {
  const lock = await takeLock(join(CMS_TMP, "cms-build.lock"), { holder: "another CMS install or build", waitMs: LOCK_WAIT_MS, retryMs: 2_000 });
  try {
    await installCmsDeps();
    await buildCms(admin, env);
  } finally {
    await lock.release();
  }
}

/**
 * Runs the root's ensureDeps in a separate Node process. Importing the .mjs module directly would
 * tie this file to ESM loading, which Jest's CommonJS runtime cannot do without experimental flags.
 */
async function installCmsDeps(): Promise<void> {
  const helper = pathToFileURL(join(ROOT, "scripts", "lib", "ensure-deps.mjs")).href;
  const script = `import { ensureDeps } from ${JSON.stringify(helper)}; await ensureDeps(${JSON.stringify(CMS_DIR)}, "cms");`;
  if ((await run(process.execPath, ["--input-type=module", "-e", script])) !== 0) {
    throw new Error("Installing the cms dependencies failed (see the npm output above).");
  }
}

/** Hash of the files that make up a build step. */
function hashFiles(paths: string[]): string {
  const hash = createHash("sha256");
  const visit = (path: string): void => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
      return;
    }
    hash.update(relative(CMS_DIR, path)).update("\0").update(readFileSync(path)).update("\0");
  };
  paths.forEach(visit);
  return hash.digest("hex");
}

const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").trim() : "");

/** The server code (tsc) when its inputs changed; with `admin`, Strapi's full `strapi build` (~40 s) when the admin's did. */
async function buildCms(admin: boolean, env: NodeJS.ProcessEnv): Promise<void> {
  const lockfile = join(CMS_DIR, "package-lock.json");
  const sourceHash = hashFiles([join(CMS_DIR, "src"), join(CMS_DIR, "config"), join(CMS_DIR, "tsconfig.json"), lockfile]);
  // Local plugins (src/plugins/*) bring admin code of their own, compiled into the panel.
  const adminHash = hashFiles([
    join(CMS_DIR, "src", "admin"),
    join(CMS_DIR, "src", "plugins"),
    join(CMS_DIR, "config", "admin.ts"),
    join(CMS_DIR, "config", "plugins.ts"),
    lockfile,
  ]);
  const sourceFresh = () => read(SOURCE_MARKER) === sourceHash;
  const adminFresh = () => read(ADMIN_MARKER) === adminHash;
  if (sourceFresh() && (!admin || adminFresh())) return;

  // Compiled files of deleted sources would still be loaded by Strapi, so dist/ starts clean
  // (keeping an admin build that is still valid).
  if (admin && !adminFresh()) {
    console.log("[cms] building the admin panel and server code (strapi build, ~40 s) …");
    rmSync(DIST, { recursive: true, force: true });
    await runStep(["node_modules/@strapi/strapi/bin/strapi.js", "build"], { ...env, SERVE_ADMIN_PANEL: "true" });
    writeFileSync(ADMIN_MARKER, adminHash);
    writeFileSync(SOURCE_MARKER, sourceHash);
  } else if (!sourceFresh()) {
    console.log("[cms] compiling the server code (tsc) …");
    if (existsSync(DIST)) {
      for (const name of readdirSync(DIST)) if (name !== "build") rmSync(join(DIST, name), { recursive: true, force: true });
    }
    await runStep(["node_modules/typescript/bin/tsc", "-p", "tsconfig.json"], env);
    writeFileSync(SOURCE_MARKER, sourceHash);
  }
}

async function runStep(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const code = await run(process.execPath, args, { cwd: CMS_DIR, env });
  if (code !== 0) throw new Error(`CMS build step failed: node ${args.join(" ")} (exit ${code})`);
}
