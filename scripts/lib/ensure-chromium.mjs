// Finds a Chromium for Playwright: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium, installed with
// apt-get when missing (Playwright's own browser download cannot reach its servers here).
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points at ${configured}, which does not exist.`);
    return configured;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  console.log("[chromium] not found: installing Debian's chromium with apt-get …");
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const run = (args) => {
    const command = asRoot ? args : ["sudo", "-n", ...args];
    const result = spawnSync(command[0], command.slice(1), {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) {
      throw new Error(
        `Could not install Chromium (${command.join(" ")} exited ${result.status}). ` +
          "Install it yourself (apt-get install chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.",
      );
    }
  };
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "chromium"]);
  if (!existsSync(DEBIAN_CHROMIUM)) throw new Error(`apt-get installed chromium but ${DEBIAN_CHROMIUM} is missing.`);
  return DEBIAN_CHROMIUM;
}
