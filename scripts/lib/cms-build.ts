/**
 * Gets cms/ ready to start (its dependencies come with the workspace's one install): compiles the server code
 * when src/, config/ or the dependencies changed, and builds the admin panel only when it is to be served
 * and its inputs changed. Hashes of the inputs are kept in dist/, so a second start skips what is built.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { run } from "./child";
import { takeLock } from "@agency/shared/file-lock";

const ROOT = resolve(__dirname, "..", "..");
export const CMS_DIR = join(ROOT, "cms");
const DIST = join(CMS_DIR, "dist");
export const CMS_TMP = join(CMS_DIR, ".tmp");
const SOURCE_MARKER = join(DIST, ".cms-source-hash");
const ADMIN_MARKER = join(DIST, "build", ".cms-admin-hash");
const LOCK_WAIT_MS = 15 * 60_000;

/** Parallel starts (tests, publisher) must not run two compilations in the same cms/ at once. */
export async function prepareCms({ admin, env }: { admin: boolean; env: NodeJS.ProcessEnv }): Promise<void> {
  const lock = await takeLock(join(CMS_TMP, "cms-build.lock"), { holder: "another CMS build", waitMs: LOCK_WAIT_MS, retryMs: 2_000 });
  try {
    await buildCms(admin, env);
  } finally {
    await lock.release();
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
  const lockfile = join(ROOT, "package-lock.json");
  // patches/ changes installed packages (the content manager's and the navigation plugin's admin code among them).
  const patches = join(ROOT, "patches");
  const sourceHash = hashFiles([join(CMS_DIR, "src"), join(CMS_DIR, "config"), join(CMS_DIR, "tsconfig.json"), lockfile, patches]);
  // Local plugins (src/plugins/*) bring admin code of their own, compiled into the panel.
  const adminHash = hashFiles([
    join(CMS_DIR, "src", "admin"),
    join(CMS_DIR, "src", "plugins"),
    join(CMS_DIR, "config", "admin.ts"),
    join(CMS_DIR, "config", "plugins.ts"),
    lockfile,
    patches,
  ]);
  const sourceFresh = () => read(SOURCE_MARKER) === sourceHash;
  const adminFresh = () => read(ADMIN_MARKER) === adminHash;
  if (sourceFresh() && (!admin || adminFresh())) return;

  // Compiled files of deleted sources would still be loaded by Strapi, so dist/ starts clean
  // (keeping an admin build that is still valid).
  if (admin && !adminFresh()) {
    console.log("[cms] building the admin panel and server code (strapi build, ~40 s) …");
    rmSync(DIST, { recursive: true, force: true });
    await runStep([cmsModule("@strapi/strapi", "bin/strapi.js"), "build"], { ...env, SERVE_ADMIN_PANEL: "true" });
    writeFileSync(ADMIN_MARKER, adminHash);
    writeFileSync(SOURCE_MARKER, sourceHash);
  } else if (!sourceFresh()) {
    console.log("[cms] compiling the server code (tsc) …");
    if (existsSync(DIST)) {
      for (const name of readdirSync(DIST)) if (name !== "build") rmSync(join(DIST, name), { recursive: true, force: true });
    }
    await runStep([cmsModule("typescript", "bin/tsc"), "-p", "tsconfig.json"], env);
    writeFileSync(SOURCE_MARKER, sourceHash);
  }
}

/**
 * A package's file as Node finds it from cms/: in cms/node_modules when the workspace nested it there, else hoisted
 * to the root's. (require.resolve would refuse paths a package's exports map does not list, such as Strapi's bin.)
 */
function cmsModule(packageName: string, file: string): string {
  for (const dir of [CMS_DIR, ROOT]) {
    const candidate = join(dir, "node_modules", packageName, file);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${packageName} is not installed for cms/ (run npm ci at the repository root).`);
}

async function runStep(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const code = await run(process.execPath, args, { cwd: CMS_DIR, env });
  if (code !== 0) throw new Error(`CMS build step failed: node ${args.join(" ")} (exit ${code})`);
}
