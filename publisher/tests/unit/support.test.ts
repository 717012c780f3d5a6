import fs from "node:fs";
import path from "node:path";
import { BUILD_ID_PATTERN, newBuildId } from "@agency/shared/build-id";
import { loadConfig } from "../../src/config/load-config";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

describe("build ids", () => {
  test("sort chronologically and match the release pattern", () => {
    const a = newBuildId(new Date("2025-01-14T09:30:12.045Z"));
    const b = newBuildId(new Date("2025-01-14T09:30:12.046Z"));
    expect(a).toMatch(/^20250114-093012-045-[0-9a-f]{4}$/);
    expect(BUILD_ID_PATTERN.test(b)).toBe(true);
    expect([b, a].sort()).toEqual([a, b]);
  });
});

describe("configuration", () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir("config");
  });
  afterEach(() => removeDir(dir));

  test("defaults", () => {
    const config = loadConfig({ PUBLISHER_SITE_DIR: dir, PUBLISHER_WEBHOOK_TOKEN: "t".repeat(32) });
    expect(config).toMatchObject({
      siteDir: dir,
      buildCommand: "npx --no gatsby build",
      outputDir: path.join(dir, "public"),
      releasesDir: path.join(dir, "releases"),
      stateDir: path.join(dir, ".publisher"),
      keepReleases: 20,
      webhookHost: "127.0.0.1",
      webhookPort: 9001,
      siteHost: "127.0.0.1",
      sitePort: 9000,
      bodyLimitBytes: 1024 * 1024,
      quietMs: 2000,
      maxWaitMs: 15000,
      strapiUrl: "http://127.0.0.1:1337",
    });
  });

  test("the webhook token is required in production and generated once for local use", () => {
    expect(() => loadConfig({ PUBLISHER_SITE_DIR: dir, NODE_ENV: "production" })).toThrow(/PUBLISHER_WEBHOOK_TOKEN is required/);
    expect(() => loadConfig({ PUBLISHER_SITE_DIR: dir, PUBLISHER_WEBHOOK_TOKEN: "short" })).toThrow(/at least 32/);
    const first = loadConfig({ PUBLISHER_SITE_DIR: dir }).webhookToken;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ PUBLISHER_SITE_DIR: dir }).webhookToken).toBe(first);
    expect(fs.statSync(path.join(dir, ".publisher", "webhook-token")).mode & 0o777).toBe(0o600);
  });

  test("relative output, releases and state folders are the site dir's, wherever the publisher starts", () => {
    const config = loadConfig({
      PUBLISHER_SITE_DIR: dir,
      PUBLISHER_WEBHOOK_TOKEN: "t".repeat(32),
      PUBLISHER_OUTPUT_DIR: "out",
      PUBLISHER_RELEASES_DIR: "var/releases",
      PUBLISHER_STATE_DIR: "var/state",
    });
    expect(config).toMatchObject({
      outputDir: path.join(dir, "out"),
      releasesDir: path.join(dir, "var", "releases"),
      stateDir: path.join(dir, "var", "state"),
    });
  });

  test("rejects nonsense numbers and keeps at least two releases", () => {
    expect(() => loadConfig({ PUBLISHER_SITE_DIR: dir, PUBLISHER_WEBHOOK_TOKEN: "t".repeat(32), PUBLISHER_SITE_PORT: "x" })).toThrow();
    expect(() => loadConfig({ PUBLISHER_SITE_DIR: dir, PUBLISHER_WEBHOOK_TOKEN: "t".repeat(32), PUBLISHER_KEEP_RELEASES: "1" })).toThrow();
  });
});
