import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../src/config/load-config";
import { startFakeCms, type FakeCms } from "../helpers/fake-cms";
import { makeTempDir, removeDir } from "../helpers/temp-dir";
import { CLI, fakeBuildCommand, testEnv, TSX } from "../helpers/test-config";

// The CLI as an operator runs it (`npx tsx publisher/src/cli.ts …`), in separate processes;
// the fake build command stands in for gatsby build.
describe("publisher CLI (separate processes, fake build command stands in for gatsby build)", () => {
  let siteDir: string;
  let cms: FakeCms;

  // Async on purpose: the fake CMS lives in this process and must keep answering /_health.
  const cli = (args: string[], extra: Record<string, string> = {}) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(TSX, [CLI, ...args], { cwd: REPO_ROOT, env: testEnv(siteDir, { STRAPI_URL: cms.url, ...extra }) });
      let out = "";
      child.stdout.on("data", (c: Buffer) => (out += c.toString()));
      child.stderr.on("data", (c: Buffer) => (out += c.toString()));
      child.on("close", (code) => resolve({ code, out }));
    });

  beforeAll(async () => {
    siteDir = makeTempDir("cli");
    cms = await startFakeCms();
  });
  afterAll(async () => {
    await cms.close();
    removeDir(siteDir);
  });

  test("build, build, failing build, status, rollback, status", async () => {
    expect((await cli(["build"])).code).toBe(0);
    expect((await cli(["build"])).code).toBe(0);
    const releasesDir = path.join(siteDir, "releases");
    const [first, second] = fs
      .readdirSync(releasesDir)
      .filter((n) => /^\d{8}-/.test(n))
      .sort();

    const failed = await cli(["build"], { PUBLISHER_BUILD_COMMAND: fakeBuildCommand({ FAKE_BUILD_MODE: "fail" }) });
    expect(failed.code).toBe(1);
    expect(fs.readlinkSync(path.join(releasesDir, "current"))).toBe(second);

    const status = await cli(["status"]);
    expect(status.code).toBe(0);
    expect(status.out).toContain(`live:         ${second}`);
    // Twenty kept by default; the fake site's two releases take a few kilobytes.
    expect(status.out).toMatch(/\nkept: {9}2 of 20 releases, 0\.\d MB on disk \(live 0\.\d MB, history 0\.\d MB\)\n/);
    // The build's own first error is the reason; how the command ended follows it.
    expect(status.out).toMatch(/last failure: \S+ at \S+ \[build\] There was an error in your GraphQL query \(fake\) \(the build failed with exit code 1\)\n/);
    expect(status.out).toMatch(/\| ERROR #85901 GRAPHQL/);

    const json = JSON.parse((await cli(["status", "--json"])).out) as { live: { buildId: string; releases: string[] } };
    expect(json.live).toMatchObject({ buildId: second, releases: [first, second] });

    const rollback = await cli(["rollback"]);
    expect(rollback.code).toBe(0);
    expect(rollback.out).toContain(`rolled back: ${second} → ${first}`);
    expect(fs.readlinkSync(path.join(releasesDir, "current"))).toBe(first);
    // Visitors now see an older release than the newest build: status says so (the two builds rendered the same content).
    expect((await cli(["status"])).out).toContain(
      `behind:       the live release is older than the newest build ${second} (0 missing, 0 older, 0 still shown)\n`,
    );
    expect((await cli(["rollback"])).code).toBe(1); // nothing older is kept
  });

  test("unknown command prints usage and fails", async () => {
    const result = await cli(["frobnicate"]);
    expect(result.code).toBe(2);
    expect(result.out).toMatch(/usage: npx tsx publisher\/src\/cli.ts/);
  });

  test("status reports the releases on disk, read here without the publisher's code", async () => {
    const releasesDir = path.join(siteDir, "releases");
    const onDisk = fs
      .readdirSync(releasesDir)
      .filter((name) => /^\d{8}-/.test(name))
      .sort();
    const json = JSON.parse((await cli(["status", "--json"])).out) as { live: { buildId: string; releases: string[] } };
    expect(onDisk).toHaveLength(2);
    expect(json.live.buildId).toBe(fs.readlinkSync(path.join(releasesDir, "current")));
    expect(json.live.buildId).toBe(onDisk[0]);
    expect(json.live.releases).toEqual(onDisk);
  });
});
