import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { runCheckedBuild } from "../../src/build/checked-build";
import type { PublisherConfig } from "../../src/config/load-config";
import { startPublisher } from "../../src/main";
import { currentRelease } from "../../src/release/list-releases";
import { currentLinkPath } from "../../src/release/release-paths";
import { StatusStore } from "../../src/status/status-store";
import { silentLogger } from "../../src/util/logger";
import { startFakeCms, type FakeCms } from "../helpers/fake-cms";
import { isRunning, useFakeSite } from "../helpers/fake-site";
import { makeTempDir, removeDir } from "../helpers/temp-dir";
import { CLI, fakeBuildCommand, testConfig, testEnv } from "../helpers/test-config";
import { waitUntil } from "../helpers/wait-for-status";

const trigger = [{ reason: "test", at: Date.now() }];

async function waitFor<T>(what: string, probe: () => T | null | undefined | false, timeoutMs = 15_000): Promise<T> {
  return (await waitUntil(async () => probe(), Boolean, what, timeoutMs)) as T;
}

// The fake build command (fixtures/fake-build.ts) stands in for gatsby build and keeps a ./.cache
// like Gatsby; the fake CMS (helpers/fake-cms.ts) stands in for Strapi's published content, so the
// audit can be shown stale renders and late edits on demand. Processes, files and links are real.
describe("build workspace and content audit (fake build command and fake CMS stand in for gatsby build and Strapi)", () => {
  let siteDir: string;
  let cms: FakeCms;
  let config: PublisherConfig;
  let status: StatusStore;

  const cacheDir = () => path.join(siteDir, ".cache");
  const logOf = (buildId: string, suffix = "") => fs.readFileSync(path.join(config.stateDir, "logs", `${buildId}${suffix}.log`), "utf8");
  const workspaceState = () =>
    JSON.parse(fs.readFileSync(path.join(config.stateDir, "workspace.json"), "utf8")) as { state: string; buildId: string; processGroup: number | null };

  const site = useFakeSite("workspace");
  beforeEach(() => ({ siteDir, cms, config, status } = site));

  /** Resolves once the running build has read the CMS (its log says so). */
  const sourced = () =>
    waitFor("the build to source its content", () => {
      const logs = fs.existsSync(path.join(config.stateDir, "logs")) ? fs.readdirSync(path.join(config.stateDir, "logs")) : [];
      const state = fs.existsSync(path.join(config.stateDir, "workspace.json")) ? workspaceState() : null;
      return state?.state === "in-use" && logs.includes(`${state.buildId}.log`) && logOf(state.buildId).includes("sourced ");
    });

  const build = (overrides: Partial<PublisherConfig> = {}, extra: Parameters<typeof runCheckedBuild>[0] extends infer D ? Partial<D> : never = {}) =>
    runCheckedBuild({ config: { ...config, ...overrides }, status, log: silentLogger, ...extra }, trigger);

  /** A build that fails, then the next, which must start cold: nothing in the cache but its own build. */
  const failThenBuildCold = async () => {
    const failed = await build({ buildCommand: fakeBuildCommand({ FAKE_BUILD_MODE: "fail" }) });
    expect(failed).toMatchObject({ ok: false, stage: "build" });
    const next = await build();
    expect(next).toMatchObject({ ok: true, cleanBuild: `build ${failed.buildId} did not go live` });
    expect(logOf(next.buildId)).toContain("workspace: cold");
    expect(fs.readdirSync(cacheDir())).toEqual([`build-${next.buildId}`]);
    return next;
  };

  test("a release makes the workspace trusted: the next build reuses it (warm), with the audit passed", async () => {
    const first = await build();
    expect(first).toMatchObject({ ok: true, cleanBuild: null });
    expect(workspaceState()).toMatchObject({ state: "trusted", buildId: first.buildId });
    const second = await build();
    expect(second).toMatchObject({ ok: true, cleanBuild: null });
    expect(logOf(second.buildId)).toContain("workspace: warm");
    const described = await status.describe(config);
    // 3 pages + 1 post + the configuration + 3 navigations
    expect(described.lastAudit).toEqual({
      buildId: second.buildId,
      at: expect.any(String),
      outcome: "passed",
      checked: 8,
      mismatches: [],
      changedDuringBuild: [],
    });
    expect(described.lastSuccess?.cleanBuild).toBeNull();
  });

  test("a workspace no publisher build wrote (a developer's build) is not trusted: the first build starts cold", async () => {
    fs.mkdirSync(path.join(cacheDir(), "from-elsewhere"), { recursive: true });
    const outcome = await build();
    expect(outcome).toMatchObject({ ok: true, cleanBuild: "the workspace was not written by a publisher build" });
    expect(logOf(outcome.buildId)).toContain("workspace: cold");
    expect(fs.readdirSync(cacheDir())).toEqual([`build-${outcome.buildId}`]);
  });

  test("after a failed build the next build starts from the workspace of the live release, with nothing the failed build wrote", async () => {
    const good = await build();
    const failed = await build({ buildCommand: fakeBuildCommand({ FAKE_BUILD_MODE: "fail" }) });
    expect(failed).toMatchObject({ ok: false, stage: "build" });
    expect(workspaceState()).toMatchObject({ state: "in-use", buildId: failed.buildId });
    expect(fs.readdirSync(cacheDir()).sort()).toEqual([`build-${good.buildId}`, `build-${failed.buildId}`]);
    const next = await build();
    expect(next).toMatchObject({ ok: true, cleanBuild: `build ${failed.buildId} did not go live; started from the workspace of release ${good.buildId}` });
    expect(logOf(next.buildId)).toContain("workspace: warm");
    expect(fs.readdirSync(cacheDir()).sort()).toEqual([`build-${good.buildId}`, `build-${next.buildId}`]);
  });

  test("a trusted workspace built against another CMS (STRAPI_URL changed) is not reused, nor is the copy of a build against another CMS", async () => {
    const first = await build();
    const moved = await startFakeCms();
    try {
      const there = await build({ strapiUrl: moved.url });
      expect(there).toMatchObject({ ok: true, cleanBuild: `the workspace was built against ${cms.url}, not ${moved.url}` });
      expect(logOf(there.buildId)).toContain("workspace: cold");
      expect(fs.readdirSync(cacheDir())).toEqual([`build-${there.buildId}`]);
    } finally {
      await moved.close();
    }
    // Back on the first CMS, a build fails; the copy kept is of the build against the other CMS, so the next starts cold.
    expect((await failThenBuildCold()).buildId).not.toBe(first.buildId);
  });

  test("a failed build before any release: the next build starts cold", async () => {
    await failThenBuildCold();
  });

  test("a stale page after a restored workspace: the audit's cold rebuild still follows", async () => {
    await build();
    expect(await build({ buildCommand: fakeBuildCommand({ FAKE_BUILD_MODE: "fail" }) })).toMatchObject({ ok: false, stage: "build" });
    cms.renderStale("post-hello", 1);
    const outcome = await build();
    expect(outcome).toMatchObject({ ok: true, cleanBuild: "the content audit found 1 entry out of date" });
    expect(logOf(outcome.buildId)).toContain("workspace: warm");
    expect(logOf(outcome.buildId, "-clean")).toContain("workspace: cold");
    expect(fs.readdirSync(cacheDir())).toEqual([`build-${outcome.buildId}`]);
  });

  test("output that fails validation is not trusted either", async () => {
    const good = await build();
    const invalid = await build({ buildCommand: fakeBuildCommand({ FAKE_BUILD_MODE: "invalid" }) });
    expect(invalid).toMatchObject({ ok: false, stage: "validate" });
    expect(await build()).toMatchObject({
      ok: true,
      cleanBuild: `build ${invalid.buildId} did not go live; started from the workspace of release ${good.buildId}`,
    });
  });

  test("a build killed halfway (SIGKILL to its process group) fails with that reason; the next starts from the live release's workspace and its output has nothing of it", async () => {
    const good = await build();
    const hanging = build({ buildCommand: fakeBuildCommand({ FAKE_BUILD_MODE: "hang" }) });
    const group = await waitFor("the build's process group", () => {
      const state = fs.existsSync(path.join(config.stateDir, "workspace.json")) ? workspaceState() : null;
      return state?.buildId !== good.buildId && state?.processGroup && fs.readdirSync(path.join(siteDir, "public")).some((f) => f.startsWith("partial-"))
        ? state.processGroup
        : null;
    });
    process.kill(-group, "SIGKILL");
    const killed = await hanging;
    expect(killed).toMatchObject({ ok: false, stage: "build" });
    expect(killed.ok === false && killed.reason).toMatch(/^build command was killed \(SIGKILL\): FAKE_BUILD_MODE='hang' /);
    expect(await currentRelease(config.releasesDir)).toBe(good.buildId);

    const next = await build();
    expect(next).toMatchObject({ ok: true, cleanBuild: `build ${killed.buildId} did not go live; started from the workspace of release ${good.buildId}` });
    expect(fs.readdirSync(cacheDir()).sort()).toEqual([`build-${good.buildId}`, `build-${next.buildId}`]);
    expect(fs.readdirSync(path.join(siteDir, "public")).filter((f) => f.startsWith("partial-"))).toEqual([]);
    expect(fs.readdirSync(currentLinkPath(config.releasesDir)).filter((f) => f.startsWith("partial-"))).toEqual([]);
  });

  test("a publisher killed mid-build: the next build kills the build it left running, then starts from the live release's workspace", async () => {
    const good = await build();
    const pidFile = path.join(siteDir, "worker.pid");
    // One process (node with tsx's loader), so SIGKILL ends the publisher and nothing else.
    const cli = spawn(process.execPath, ["--import", "tsx", CLI, "build"], {
      env: testEnv(siteDir, { STRAPI_URL: cms.url, PUBLISHER_BUILD_COMMAND: fakeBuildCommand({ FAKE_BUILD_MODE: "hang", FAKE_BUILD_PID_FILE: pidFile }) }),
      stdio: "ignore",
    });
    const worker = await waitFor("the orphaned build's worker", () => (fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, "utf8")) : null), 30_000);
    const orphaned = workspaceState();
    cli.kill("SIGKILL");
    await new Promise((resolve) => cli.once("exit", resolve));
    expect(isRunning(worker)).toBe(true);

    const next = await build({ buildTimeoutMs: 30_000 });
    expect(next).toMatchObject({ ok: true, cleanBuild: `build ${orphaned.buildId} did not go live; started from the workspace of release ${good.buildId}` });
    await waitFor("the orphan to be gone", () => !isRunning(worker), 5_000);
    expect(fs.readdirSync(cacheDir()).sort()).toEqual([`build-${good.buildId}`, `build-${next.buildId}`]);
  }, 60_000);

  test("a stale page found by the audit: one clean rebuild, then live; status says so", async () => {
    await build();
    cms.renderStale("post-hello", 1);
    const outcome = await build();
    expect(outcome).toMatchObject({ ok: true, cleanBuild: "the content audit found 1 entry out of date" });
    expect(logOf(outcome.buildId)).toContain("workspace: warm");
    expect(logOf(outcome.buildId, "-clean")).toContain("workspace: cold");
    const described = await status.describe(config);
    expect(described.lastAudit).toMatchObject({ buildId: outcome.buildId, outcome: "passed after a clean rebuild", checked: 8, mismatches: [] });
  });

  test("still stale after the clean rebuild: not released, and the failure names the entry", async () => {
    const good = await build();
    cms.renderStale("post-hello", 2);
    const outcome = await build();
    expect(outcome).toMatchObject({ ok: false, stage: "audit" });
    expect(outcome.ok === false && outcome.reason).toBe(
      'content audit: 1 published entry is not live at the CMS\'s version: blog post "Hello" is older in the build (on /blog/hello/): built 2026-01-01T00:00:00.000Z, published 2026-11-20T09:00:00.000Z',
    );
    expect(await currentRelease(config.releasesDir)).toBe(good.buildId);
    const described = await status.describe(config);
    expect(described.lastAudit).toMatchObject({
      outcome: "failed",
      mismatches: ['blog post "Hello" is older in the build (on /blog/hello/): built 2026-01-01T00:00:00.000Z, published 2026-11-20T09:00:00.000Z'],
    });
    expect(workspaceState().state).toBe("in-use");
  });

  test("an edit published while the build runs is not a failure: the release goes live and a follow-up is asked for", async () => {
    await build();
    const followUps: number[] = [];
    const running = build({ buildCommand: fakeBuildCommand({ FAKE_BUILD_DELAY_MS: 1_500 }) }, { onChangedDuringBuild: (n) => followUps.push(n) });
    await sourced();
    cms.publish("page-about");
    const outcome = await running;
    expect(outcome).toMatchObject({ ok: true, cleanBuild: null });
    expect(followUps).toEqual([1]);
    const described = await status.describe(config);
    expect(described.lastAudit?.changedDuringBuild).toEqual([
      expect.stringMatching(/^page "About" is older in the build \(on \/about\/\): built 2026-11-20T09:00:00.000Z, published 20/),
    ]);
  });

  test("a build that writes no content record is not released", async () => {
    const outcome = await build({ buildCommand: fakeBuildCommand({ FAKE_BUILD_MODE: "no-record" }) });
    expect(outcome).toMatchObject({ ok: false, stage: "audit", reason: "content audit: the build wrote no content record (.content-record.json)" });
    expect(await currentRelease(config.releasesDir)).toBeNull();
  });

  test("a CMS that goes away before the audit: not released, with a reason that says the CMS could not be read", async () => {
    const running = build({ buildCommand: fakeBuildCommand({ FAKE_BUILD_DELAY_MS: 1_000 }) });
    await sourced();
    await cms.close();
    const outcome = await running;
    expect(outcome).toMatchObject({ ok: false, stage: "audit" });
    expect(outcome.ok === false && outcome.reason).toMatch(/^content audit: the CMS could not be read to check the build \(.*(ECONNREFUSED|fetch failed).*\)$/);
  });
});

describe("publisher start-up after a build that did not go live (fake build command and fake CMS)", () => {
  test("it builds again at once, from the live release's workspace, instead of waiting for the next edit", async () => {
    const siteDir = makeTempDir("restart");
    const cms = await startFakeCms();
    const config = testConfig(siteDir, { strapiUrl: cms.url });
    const status = new StatusStore(config.stateDir);
    let publisher: Awaited<ReturnType<typeof startPublisher>> | null = null;
    try {
      const good = await runCheckedBuild({ config, status, log: silentLogger }, trigger);
      const failed = await runCheckedBuild(
        { config: { ...config, buildCommand: fakeBuildCommand({ FAKE_BUILD_MODE: "fail" }) }, status, log: silentLogger },
        trigger,
      );
      expect(failed).toMatchObject({ ok: false });
      publisher = await startPublisher(config, { log: silentLogger });
      expect(publisher.firstBuild).toBeNull();
      const rebuilt = await waitFor("a build after start-up", () => {
        const success = status.read().lastSuccess;
        return success && success.buildId !== good.buildId ? success : null;
      });
      expect(rebuilt).toMatchObject({
        trigger: "the last build did not go live",
        cleanBuild: `build ${failed.buildId} did not go live; started from the workspace of release ${good.buildId}`,
      });
    } finally {
      await publisher?.close();
      await cms.close();
      removeDir(siteDir);
    }
  });
});

describe("publisher start-up after STRAPI_URL changed (fake build command and fake CMS)", () => {
  test("it builds again at once, cold, because what is live came from the other CMS", async () => {
    const siteDir = makeTempDir("moved-cms");
    const before = await startFakeCms();
    const after = await startFakeCms();
    const status = new StatusStore(testConfig(siteDir).stateDir);
    let publisher: Awaited<ReturnType<typeof startPublisher>> | null = null;
    try {
      const good = await runCheckedBuild({ config: testConfig(siteDir, { strapiUrl: before.url }), status, log: silentLogger }, trigger);
      expect(good).toMatchObject({ ok: true });
      publisher = await startPublisher(testConfig(siteDir, { strapiUrl: after.url }), { log: silentLogger });
      expect(publisher.firstBuild).toBeNull();
      const rebuilt = await waitFor("a build after start-up", () => {
        const success = status.read().lastSuccess;
        return success && success.buildId !== good.buildId ? success : null;
      });
      expect(rebuilt).toMatchObject({ trigger: "the CMS URL changed", cleanBuild: `the workspace was built against ${before.url}, not ${after.url}` });
    } finally {
      await publisher?.close();
      await Promise.all([before.close(), after.close()]);
      removeDir(siteDir);
    }
  });
});
