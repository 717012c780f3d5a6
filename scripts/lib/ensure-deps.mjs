// Installs a package's dependencies with `npm ci` when node_modules is missing or older than
// its lockfile, so `npm start` / `npm test` work on a machine that has only Node and npm.
// Plain ESM on purpose: it must run before any dependency (tsx included) exists.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

const MARKER = ".deps-lock-hash";
const STALE_LOCK_MS = 20 * 60 * 1000;

function lockHash(dir) {
  return createHash("sha256")
    .update(readFileSync(join(dir, "package-lock.json")))
    .digest("hex");
}

function isCurrent(dir) {
  const marker = join(dir, "node_modules", MARKER);
  return existsSync(marker) && readFileSync(marker, "utf8").trim() === lockHash(dir);
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Two installs into one node_modules break each other: take turns through an atomic mkdir. */
function withInstallLock(dir, body) {
  const lock = join(dir, ".deps-install.lock");
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else sleep(2000);
    }
  }
  try {
    return body();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Runs `npm ci` in `dir` unless node_modules already matches package-lock.json. */
export function ensureDeps(dir, label = dir) {
  if (isCurrent(dir)) return false;
  return withInstallLock(dir, () => {
    if (isCurrent(dir)) return false;
    console.log(`[deps] installing ${label} dependencies (npm ci) …`);
    const started = Date.now();
    const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: dir,
      stdio: "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", STRAPI_TELEMETRY_DISABLED: "true" },
    });
    if (result.status !== 0) {
      throw new Error(`npm ci failed in ${label} (exit ${result.status}). See the npm output above.`);
    }
    writeFileSync(join(dir, "node_modules", MARKER), lockHash(dir));
    console.log(`[deps] ${label} ready in ${Math.round((Date.now() - started) / 1000)} s`);
    return true;
  });
}
