// Installs a package's dependencies with `npm ci` when node_modules is missing or older than
// its lockfile, so `npm start` / `npm test` work on a machine that has only Node and npm.
// Plain ESM on purpose: it must run before any dependency (tsx included) exists.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawn } from "node:child_process";

const MARKER = ".deps-lock-hash";
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

function lockHash(dir) {
  return createHash("sha256")
    .update(readFileSync(join(dir, "package-lock.json")))
    .digest("hex");
}

function isCurrent(dir) {
  const marker = join(dir, "node_modules", MARKER);
  return existsSync(marker) && readFileSync(marker, "utf8").trim() === lockHash(dir);
}

/**
 * Two installs into one node_modules break each other: they take turns through proper-lockfile (a dependency of the
 * root package). The very first install has no proper-lockfile to lock with yet, and runs unlocked.
 */
async function withInstallLock(dir, body) {
  let lockfile;
  try {
    lockfile = createRequire(join(ROOT, "package.json"))("proper-lockfile");
  } catch {
    return body();
  }
  const release = await lockfile.lock(dir, {
    lockfilePath: join(dir, ".deps-install.lock"),
    realpath: false,
    stale: 60_000,
    retries: { retries: 600, minTimeout: 2_000, maxTimeout: 2_000 },
    onCompromised: (error) => console.warn(`[deps] the install lock was disturbed (${error.message}); carrying on`),
  });
  try {
    return await body();
  } finally {
    await release();
  }
}

/** Runs `npm ci` in `dir` unless node_modules already matches package-lock.json. */
export async function ensureDeps(dir, label = dir) {
  if (isCurrent(dir)) return false;
  return withInstallLock(dir, async () => {
    if (isCurrent(dir)) return false;
    console.log(`[deps] installing ${label} dependencies (npm ci) …`);
    const started = Date.now();
    const code = await new Promise((resolve) => {
      const child = spawn("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {
        cwd: dir,
        stdio: "inherit",
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", STRAPI_TELEMETRY_DISABLED: "true" },
      });
      child.on("error", () => resolve(127));
      child.on("exit", (exitCode) => resolve(exitCode ?? 1));
    });
    if (code !== 0) throw new Error(`npm ci failed in ${label} (exit ${code}). See the npm output above.`);
    writeFileSync(join(dir, "node_modules", MARKER), lockHash(dir));
    console.log(`[deps] ${label} ready in ${Math.round((Date.now() - started) / 1000)} s`);
    return true;
  });
}
