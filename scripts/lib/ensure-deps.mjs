// Installs a package's dependencies with `npm ci` when node_modules is missing or older than
// its lockfile, so `npm start` / `npm test` work on a machine that has only Node and npm.
// Plain ESM on purpose: it must run before any dependency (tsx included) exists.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

const MARKER = ".deps-lock-hash";

function lockHash(dir) {
  return createHash("sha256").update(readFileSync(join(dir, "package-lock.json"))).digest("hex");
}

/** Runs `npm ci` in `dir` unless node_modules already matches package-lock.json. */
export function ensureDeps(dir, label = dir) {
  const marker = join(dir, "node_modules", MARKER);
  const want = lockHash(dir);
  if (existsSync(marker) && readFileSync(marker, "utf8").trim() === want) return false;
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
  writeFileSync(marker, want);
  console.log(`[deps] ${label} ready in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}
