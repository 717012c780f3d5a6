import path from "node:path";
import { loadConfig, REPO_ROOT, type PublisherConfig } from "../../src/config/load-config";

export const TSX = path.join(REPO_ROOT, "node_modules", ".bin", "tsx");
const FAKE_BUILD = path.join(REPO_ROOT, "publisher", "tests", "fixtures", "fake-build.ts");
export const CLI = path.join(REPO_ROOT, "publisher", "src", "cli.ts");
export const TEST_TOKEN = "test-token-0123456789abcdef0123456789abcdef";

/** Config for a publisher working in `siteDir`, building with the fake build command. */
export function testConfig(siteDir: string, overrides: Partial<PublisherConfig> = {}): PublisherConfig {
  return loadConfig(
    {},
    {
      siteDir,
      stateDir: path.join(siteDir, ".publisher"),
      outputDir: path.join(siteDir, "public"),
      releasesDir: path.join(siteDir, "releases"),
      buildCommand: fakeBuildCommand(),
      webhookToken: TEST_TOKEN,
      strapiToken: "strapi-secret-token-value",
      webhookPort: 0,
      sitePort: 0,
      cmsHealthTimeoutMs: 5_000,
      buildTimeoutMs: 30_000,
      quietMs: 200,
      maxWaitMs: 1_000,
      reconcileIntervalMs: 0,
      ...overrides,
    },
  );
}

/** Environment variables equivalent to testConfig, for spawning the CLI. */
export function testEnv(siteDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PUBLISHER_SITE_DIR: siteDir,
    PUBLISHER_BUILD_COMMAND: `"${TSX}" "${FAKE_BUILD}"`,
    PUBLISHER_WEBHOOK_TOKEN: TEST_TOKEN,
    PUBLISHER_CMS_HEALTH_TIMEOUT_MS: "5000",
    ...extra,
  };
}

/** The fake build command with FAKE_BUILD_* variables set inline (the command runs in a shell). */
export function fakeBuildCommand(vars: Record<string, string | number> = {}): string {
  const assignments = Object.entries(vars).map(([name, value]) => `${name}='${String(value).replace(/'/g, "'\\''")}'`);
  return [...assignments, `"${TSX}"`, `"${FAKE_BUILD}"`].join(" ");
}
