import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/lib/chromium-launch";

/**
 * End-to-end tests in real Chromium against the built site served like production (scripts/test-all.ts
 * builds it from a real seeded CMS and passes SITE_URL, CMS_URL and CMS_TOKEN). The browser is the one
 * scripts/lib/chromium-launch.ts resolves (CHROMIUM_PATH, else Playwright's own, else a system Chrome/Chromium).
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? ".artifacts/playwright",
  fullyParallel: true,
  workers: 2,
  // On CI a test that fails once is run once more; the run's summary names every test that needed it (scripts/lib/test-suites.ts).
  retries: process.env.CI ? 1 : 0,
  // Bounds on a hang, not speed limits: on a loaded 2-core machine the tests that visit several pages with axe
  // (selling blocks, menus open, every route) ran past 30 s while correct. Speed is measured in bench/.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.SITE_URL,
    viewport: { width: 1440, height: 900 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      ...chromiumLaunchOptions(),
      // Safety net: a test that forgets to stub a third party still cannot reach the internet.
      args: [...chromiumLaunchOptions().args, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
    },
  },
});
