// `npm test`: installs what the tests need on a fresh machine (npm packages, Chromium), then runs
// every suite (scripts/test-all.ts) and ends with one line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDeps } from "./lib/ensure-deps.mjs";
import { ensureChromium } from "./lib/ensure-chromium.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
try {
  ensureDeps(root, "site");
  ensureDeps(join(root, "cms"), "cms");
  process.env.CHROMIUM_PATH = ensureChromium();
} catch (error) {
  console.error(`\n${error.message}`);
  console.log("0 passed, 1 failed");
  process.exit(1);
}
const result = spawnSync(join(root, "node_modules", ".bin", "tsx"), [join(root, "scripts", "test-all.ts"), ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", STRAPI_TELEMETRY_DISABLED: "true" },
});
process.exit(result.status ?? 1);
