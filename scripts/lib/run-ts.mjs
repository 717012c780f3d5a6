// Shared entry for the npm scripts: install what is missing, then hand over to a TypeScript script via tsx.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDeps } from "./ensure-deps.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export async function runTypeScript(script) {
  try {
    // One install for every package: the repository is an npm workspace with one lockfile (docs/architecture.md).
    await ensureDeps(ROOT, "the workspace");
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
