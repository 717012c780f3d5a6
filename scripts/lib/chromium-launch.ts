/**
 * How every browser test starts Chromium: Debian's build unless CHROMIUM_PATH points elsewhere (Playwright's
 * own browser download cannot reach its servers here), headless in a container, and without the background
 * networking that would flood a closed network with refused connections.
 */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: CHROMIUM_ARGS };
}
