// Shared entry for the npm scripts: install what is missing, then hand over to a TypeScript script via tsx.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDeps } from "./ensure-deps.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export async function runTypeScript(script) {
  try {
    // Both at once (a fresh clone saves about a minute): cms/ is its own package, so the two installs never touch
    // the same node_modules. On a first install neither finds the root's proper-lockfile yet, so both run unlocked.
    const installs = await Promise.allSettled([ensureDeps(ROOT, "site"), ensureDeps(join(ROOT, "cms"), "cms")]);
    const failed = installs.find((install) => install.status === "rejected");
    if (failed) throw failed.reason;
  } catch (error) {
    console.error(`\n${error.message}`);
    return 1;
  }
  return new Promise((resolve) => {
    const child = spawn(join(ROOT, "node_modules", ".bin", "tsx"), [join(ROOT, "scripts", script), ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", STRAPI_TELEMETRY_DISABLED: "true" },
    });
    // Ctrl-C reaches the child through the terminal's process group; wait for its orderly shutdown.
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}
