/**
 * The one place that decides which Chromium the browser tests run, and how it starts. In order:
 *   1. CHROMIUM_PATH when set (an error if it does not exist);
 *   2. Playwright's own Chromium when installed (`npx playwright install chromium`);
 *   3. a system Chrome or Chromium, on PATH or where macOS and Linux put it;
 *   4. (ensureChromium only, for `npm test`) Debian's `chromium` package, installed with apt-get on Debian.
 * Headless in a container, and without the background networking that would flood a closed network.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { chromium } from "@playwright/test";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const SYSTEM_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];
const SYSTEM_PATHS = [
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  ...SYSTEM_NAMES.map((name) => `/usr/bin/${name}`),
  "/snap/bin/chromium",
  "/opt/google/chrome/chrome",
];
const DEBIAN_CHROMIUM = "/usr/bin/chromium";

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function systemChromium(): string | undefined {
  const onPath = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  const candidates = [...SYSTEM_NAMES.flatMap((name) => onPath.map((dir) => join(dir, name))), ...SYSTEM_PATHS];
  return candidates.find(isExecutable);
}

/** The Chromium to use, found without installing anything; undefined when there is none. */
function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points at ${configured}, which does not exist.`);
    return configured;
  }
  return playwrightChromium() ?? systemChromium();
}

const isDebian = () => existsSync("/etc/debian_version") && existsSync("/etc/os-release") && /^ID="?debian"?$/m.test(readFileSync("/etc/os-release", "utf8"));

function aptInstallChromium(): string {
  console.log("[chromium] none found: installing Debian's chromium with apt-get …");
  const asRoot = process.getuid?.() === 0;
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", "chromium"],
  ]) {
    const [bin, ...rest] = asRoot ? ["apt-get", ...args] : ["sudo", "-n", "apt-get", ...args];
    const command = [bin, ...rest].join(" ");
    const result = spawnSync(bin as string, rest, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (result.status !== 0) {
      throw new Error(
        `Could not install Chromium (${command} exited ${result.status}). Install it yourself (apt-get install chromium), run \`npx playwright install chromium\`, or set CHROMIUM_PATH to a Chromium/Chrome binary.`,
      );
    }
  }
  if (!existsSync(DEBIAN_CHROMIUM)) throw new Error(`apt-get installed chromium but ${DEBIAN_CHROMIUM} is missing.`);
  return DEBIAN_CHROMIUM;
}

/** For `npm test`: a Chromium found as above, else Debian's installed with apt-get (Debian only), else a clear error. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (isDebian()) return aptInstallChromium();
  throw new Error(
    "No Chromium or Chrome found for the browser tests. Run `npx playwright install chromium`, install Google Chrome or Chromium, or set CHROMIUM_PATH to a Chromium/Chrome binary.",
  );
}

let resolved: string | undefined;

/** Launch options for Playwright: the Chromium found as above (Playwright's default when none is), and the flags above. */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  resolved ??= findChromium();
  return { executablePath: resolved, args: CHROMIUM_ARGS };
}
