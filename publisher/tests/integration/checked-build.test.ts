import fs from "node:fs";
import path from "node:path";
import { runCheckedBuild } from "../../src/build/checked-build";
import type { PublisherConfig } from "../../src/config/load-config";
import { acquireBuildLock } from "../../src/queue/build-lock";
import { currentRelease, listReleases } from "../../src/release/list-releases";
import { readReleaseManifest } from "../../src/release/release-manifest";
import { currentLinkPath } from "../../src/release/release-paths";
import { type StatusStore } from "../../src/status/status-store";
import { silentLogger } from "../../src/util/logger";
import { startFakeCms, unusedUrl, type FakeCms } from "../helpers/fake-cms";
import { isRunning, useFakeSite } from "../helpers/fake-site";
import { fakeBuildCommand } from "../helpers/test-config";
import { waitUntil } from "../helpers/wait-for-status";

const trigger = [{ reason: "test", at: Date.now() }];

// A fake build command (publisher/tests/fixtures/fake-build.ts) stands in for `gatsby build`,
// and a fake CMS answers /_health; everything else (processes, files, links) is real.
describe("checked build with a fake build command standing in for gatsby build", () => {
  let siteDir: string;
  let cms: FakeCms;
  let config: PublisherConfig;
  let status: StatusStore;

  const build = () => runCheckedBuild({ config, status, log: silentLogger }, trigger);

  const site = useFakeSite("checked");
  beforeEach(() => ({ siteDir, cms, config, status } = site));

  /** Releases one good build and returns its id. */
  async function releaseGoodBuild(): Promise<string> {
    const outcome = await build();
    expect(outcome).toMatchObject({ ok: true });
    return outcome.buildId;
  }

  /** After a failed build: `current` is exactly as before, and status explains why. */
  async function expectUntouched(liveId: string, linkIno: number) {
    expect(await currentRelease(config.releasesDir)).toBe(liveId);
    expect(fs.lstatSync(currentLinkPath(config.releasesDir)).ino).toBe(linkIno);
    expect(await listReleases(config.releasesDir)).toEqual([liveId]);
    expect(fs.readdirSync(config.releasesDir).filter((n) => n.startsWith(".staging-"))).toEqual([]);
    const described = await status.describe(config);
    expect(described.live.buildId).toBe(liveId);
    expect(described.lastSuccess?.buildId).toBe(liveId);
    expect(described.activeBuild).toBeNull();
    return described.lastFailure;
  }

  test("a good build is validated, released, gets _headers and a manifest, and passes BUILD_ID/STRAPI_*", async () => {
    const id = await releaseGoodBuild();
    expect(await currentRelease(config.releasesDir)).toBe(id);
    const live = currentLinkPath(config.releasesDir);
    expect(JSON.parse(fs.readFileSync(path.join(live, "builds", "latest.json"), "utf8")).id).toBe(id);
    expect(fs.readFileSync(path.join(live, "_headers"), "utf8")).toMatch(/^\/about\/$/m);
    expect(readReleaseManifest(live)).toMatchObject({ buildId: id, pageCount: 9, tagManager: false });
    // public/ stays in place (Gatsby's cache needs it); the release is a copy
    expect(fs.existsSync(path.join(siteDir, "public", "index.html"))).toBe(true);
    const log = fs.readFileSync(path.join(config.stateDir, "logs", `${id}.log`), "utf8");
    expect(log).toContain(`fake build ${id} (ok) with STRAPI_URL=${cms.url} token=strapi-secret-token-value`);
    const described = await status.describe(config);
    expect(described.lastSuccess).toMatchObject({ buildId: id, pageCount: 9, trigger: "test" });
    expect(described.lastSuccess?.publishToLiveMs).toBeGreaterThan(0);
    expect(cms.healthChecks()).toBeGreaterThanOrEqual(1);
  });

  test("the release carries the search index of its own pages; an unchanged next release shares its index files", async () => {
    const id = await releaseGoodBuild();
    const live = currentLinkPath(config.releasesDir);
    const entry = JSON.parse(fs.readFileSync(path.join(live, "pagefind", "en-0", "pagefind-entry.json"), "utf8"));
    // The fixture's pages carry no data-pagefind-body, so each <route>/index.html is indexed whole (the 404 page's copy too).
    expect(entry.languages).toEqual({ en: expect.objectContaining({ page_count: 8 }) });
    expect(fs.existsSync(path.join(live, "pagefind", "pagefind.js"))).toBe(true);
    expect(fs.readFileSync(path.join(config.stateDir, "logs", `${id}-search-index.log`), "utf8")).toContain("Indexed 8 pages");
    expect(fs.readFileSync(path.join(live, "_headers"), "utf8")).toMatch(/^\/pagefind\/en-0\/fragment\/\*$/m);

    const next = await releaseGoodBuild();
    const nextDir = path.join(config.releasesDir, next);
    // The pages name their build, so the index differs; Pagefind's own script does not, and is not copied again.
    expect(fs.statSync(path.join(nextDir, "pagefind", "pagefind.js")).ino).toBe(fs.statSync(path.join(config.releasesDir, id, "pagefind", "pagefind.js")).ino);
  });

  test("a search index that cannot be built fails the build with the reason; current is untouched", async () => {
    const liveId = await releaseGoodBuild();
    const ino = fs.lstatSync(currentLinkPath(config.releasesDir)).ino;
    const outcome = await runCheckedBuild({ config, status, log: silentLogger, pagefindBinary: "/nonexistent/pagefind" }, trigger);
    expect(outcome).toMatchObject({ ok: false, stage: "index" });
    const failure = await expectUntouched(liveId, ino);
    const logFile = path.join(config.stateDir, "logs", `${outcome.buildId}-search-index.log`);
    expect(failure?.reason).toBe(
      `search index: the Pagefind executable /nonexistent/pagefind could not be run (it exited with code 127; full output in ${logFile})`,
    );
    expect(failure?.logTail.join("\n")).toMatch(/nonexistent\/pagefind.*not found/);
  });

  test("a failing build leaves current untouched; status has the reason and a masked log tail", async () => {
    const liveId = await releaseGoodBuild();
    const ino = fs.lstatSync(currentLinkPath(config.releasesDir)).ino;
    config.buildCommand = fakeBuildCommand({ FAKE_BUILD_MODE: "fail" });
    const outcome = await build();
    expect(outcome).toMatchObject({ ok: false, stage: "build" });
    const failure = await expectUntouched(liveId, ino);
    expect(failure).toMatchObject({ stage: "build", reason: expect.stringMatching(/failed with exit code 1/) });
    expect(failure?.logTail.join("\n")).toMatch(/ERROR #85901 GRAPHQL/);
    expect(failure?.logTail.join("\n")).toContain("token=***");
    expect(failure?.logTail.join("\n")).not.toContain("strapi-secret-token-value");
  });

  test("a build that outgrows the operator's heap ceiling fails with a reason that names the setting; current is untouched", async () => {
    const liveId = await releaseGoodBuild();
    const ino = fs.lstatSync(currentLinkPath(config.releasesDir)).ino;
    // A real V8 out-of-memory under the ceiling the publisher passes in NODE_OPTIONS (64 MB here).
    const heapLimit = "console.log('heap limit ' + Math.round(require('v8').getHeapStatistics().heap_size_limit / 2 ** 20) + ' MB')";
    config.buildCommand = `"${process.execPath}" -e "${heapLimit}; const kept = []; for (;;) kept.push(new Array(1e5).fill(kept.length));"`;
    config.buildHeapMb = 64;
    config.buildHeapIsDefault = false;
    const outcome = await build();
    expect(outcome).toMatchObject({ ok: false, stage: "build" });
    const failure = await expectUntouched(liveId, ino);
    const log = fs.readFileSync(path.join(config.stateDir, "logs", `${outcome.buildId}.log`), "utf8");
    // The old space's 64 MB and the young generation's few: not V8's default of a quarter of the machine.
    expect(Number(/heap limit (\d+) MB/.exec(log)?.[1])).toBeLessThan(128);
    expect(failure?.reason).toMatch(
      /^the site build ran out of memory: it needed more than its heap ceiling of 64 MB \(PUBLISHER_BUILD_HEAP_MB: raise it, or 0 for none\) \(the build (failed with exit code \d+|was killed \(SIGABRT\))\)$/,
    );
  });

  test("a build that outgrows the default heap ceiling runs once more without one and goes live; status says why", async () => {
    const liveId = await releaseGoodBuild();
    // Holds about 160 MB live, then builds: a real V8 out-of-memory under a 64 MB ceiling, and a good build without one.
    const hold = "const kept = []; for (let i = 0; i < 200; i++) kept.push(new Array(1e5).fill(i)); console.log('held ' + kept.length)";
    config.buildCommand = `"${process.execPath}" -e "${hold}" && ${fakeBuildCommand()}`;
    config.buildHeapMb = 64;
    config.buildHeapIsDefault = true;
    const outcome = await build();
    expect(outcome).toMatchObject({ ok: true });
    expect(outcome.buildId).not.toBe(liveId);
    expect(await currentRelease(config.releasesDir)).toBe(outcome.buildId);
    const why = `the build outgrew the default heap ceiling of 64 MB (PUBLISHER_BUILD_HEAP_MB) and ran again without one; started from the workspace of release ${liveId}`;
    expect(outcome).toMatchObject({ cleanBuild: why });
    expect((await status.describe(config)).lastSuccess?.cleanBuild).toBe(why);
    const logs = path.join(config.stateDir, "logs");
    expect(fs.readFileSync(path.join(logs, `${outcome.buildId}.log`), "utf8")).toMatch(/heap out of memory/);
    expect(fs.readFileSync(path.join(logs, `${outcome.buildId}-no-heap-ceiling.log`), "utf8")).toContain("held 200");
  });

  test("a build that outgrows the default heap ceiling twice fails with the memory reason; current is untouched", async () => {
    const liveId = await releaseGoodBuild();
    const ino = fs.lstatSync(currentLinkPath(config.releasesDir)).ino;
    // No ceiling would be enough: it asks for more until V8 stops it (its own limit lowered for the second run).
    config.buildCommand = `"${process.execPath}" --max-old-space-size=96 -e "const kept = []; for (;;) kept.push(new Array(1e5).fill(kept.length));"`;
    config.buildHeapMb = 64;
    config.buildHeapIsDefault = true;
    const outcome = await build();
    expect(outcome).toMatchObject({ ok: false, stage: "build" });
    const failure = await expectUntouched(liveId, ino);
    expect(failure?.reason).toMatch(
      /^the site build ran out of memory: it needed more than the heap Node gives it on this machine \(the build (failed with exit code \d+|was killed \(SIGABRT\))\)$/,
    );
    expect(fs.existsSync(path.join(config.stateDir, "logs", `${outcome.buildId}-no-heap-ceiling.log`))).toBe(true);
  });

  test("a build whose process crashes runs once more from the last release's workspace and goes live; status says why", async () => {
    const liveId = await releaseGoodBuild();
    // A segmentation fault the first time only (as gatsby build once ended after "Done building"), through a shell:
    // the publisher sees exit code 139.
    const marker = path.join(siteDir, "crashed-once");
    const crashOnce = `const fs = require('fs'); if (!fs.existsSync('${marker}')) { fs.writeFileSync('${marker}', ''); process.kill(process.pid, 'SIGSEGV'); }`;
    config.buildCommand = `"${process.execPath}" -e "${crashOnce}" && ${fakeBuildCommand()}`;
    const outcome = await build();
    expect(outcome).toMatchObject({ ok: true });
    expect(await currentRelease(config.releasesDir)).toBe(outcome.buildId);
    const why = `the build process crashed (SIGSEGV) and ran again; started from the workspace of release ${liveId}`;
    expect(outcome).toMatchObject({ cleanBuild: why });
    expect((await status.describe(config)).lastSuccess?.cleanBuild).toBe(why);
    expect(fs.existsSync(path.join(config.stateDir, "logs", `${outcome.buildId}-after-crash.log`))).toBe(true);
  });

  test("a build whose process crashes twice fails with the crash as its reason; current is untouched", async () => {
    const liveId = await releaseGoodBuild();
    const ino = fs.lstatSync(currentLinkPath(config.releasesDir)).ino;
    config.buildCommand = `"${process.execPath}" -e "process.kill(process.pid, 'SIGSEGV')"`;
    const outcome = await build();
    expect(outcome).toMatchObject({ ok: false, stage: "build" });
    const failure = await expectUntouched(liveId, ino);
    expect(failure?.reason).toBe("the build process crashed (SIGSEGV, a fault in native code)");
  });

  test("a build over its time limit is killed with its whole process group", async () => {
    const liveId = await releaseGoodBuild();
    const ino = fs.lstatSync(currentLinkPath(config.releasesDir)).ino;
    const pidFile = path.join(siteDir, "worker.pid");
    config.buildCommand = fakeBuildCommand({ FAKE_BUILD_MODE: "hang", FAKE_BUILD_PID_FILE: pidFile });
    // Long enough for the fake build to start and write its worker's pid on a loaded machine.
    config.buildTimeoutMs = 8_000;
    const outcome = await build();
    expect(outcome).toMatchObject({ ok: false, stage: "build" });
    const failure = await expectUntouched(liveId, ino);
    expect(failure?.reason).toMatch(/timed out after 8000 ms; process group killed/);
    const workerPid = Number(fs.readFileSync(pidFile, "utf8"));
    // SIGKILL takes effect at once but the process table entry goes when it is reaped: wait for that, bounded.
    await waitUntil(
      async () => isRunning(workerPid),
      (running) => !running,
      `worker ${workerPid} gone`,
      5_000,
    );
  });

  test("invalid output is not released; status lists the problems", async () => {
    const liveId = await releaseGoodBuild();
    const ino = fs.lstatSync(currentLinkPath(config.releasesDir)).ino;
    config.buildCommand = fakeBuildCommand({ FAKE_BUILD_MODE: "invalid" });
    expect(await build()).toMatchObject({ ok: false, stage: "validate" });
    const failure = await expectUntouched(liveId, ino);
    expect(failure?.reason).toMatch(/no blog post page/);
    expect(failure?.reason).toMatch(/without a <title>: \/about\/index.html/);
  });

  test("stale output (latest.json of another build) is not released", async () => {
    const liveId = await releaseGoodBuild();
    const ino = fs.lstatSync(currentLinkPath(config.releasesDir)).ino;
    config.buildCommand = fakeBuildCommand({ FAKE_BUILD_MODE: "stale" });
    expect(await build()).toMatchObject({ ok: false, stage: "validate" });
    expect((await expectUntouched(liveId, ino))?.reason).toMatch(/latest.json has id/);
  });

  test("a build that lost more than half of the pages is not released", async () => {
    config.buildCommand = fakeBuildCommand({ FAKE_BUILD_EXTRA_PAGES: 20 });
    const liveId = await releaseGoodBuild();
    const ino = fs.lstatSync(currentLinkPath(config.releasesDir)).ino;
    config.buildCommand = fakeBuildCommand({ FAKE_BUILD_EXTRA_PAGES: 0 });
    expect(await build()).toMatchObject({ ok: false, stage: "validate" });
    expect((await expectUntouched(liveId, ino))?.reason).toMatch(/page count dropped from 26 to 6/);
  });

  test("an unreachable CMS fails before building, with the health URL in the reason", async () => {
    const liveId = await releaseGoodBuild();
    const ino = fs.lstatSync(currentLinkPath(config.releasesDir)).ino;
    const counter = path.join(siteDir, "builds-started.txt");
    config.strapiUrl = await unusedUrl();
    config.cmsHealthTimeoutMs = 1_500;
    config.buildCommand = fakeBuildCommand({ FAKE_BUILD_COUNTER_FILE: counter });
    expect(await build()).toMatchObject({ ok: false, stage: "cms" });
    const failure = await expectUntouched(liveId, ino);
    expect(failure?.reason).toMatch(/CMS not healthy after \d+ attempt\(s\): http:\/\/127\.0\.0\.1:\d+\/_health: ECONNREFUSED/);
    expect(fs.existsSync(counter)).toBe(false);
  });

  test("a CMS that comes up during the wait is polled until healthy", async () => {
    await cms.close();
    cms = await startFakeCms({ downForMs: 1_200 });
    config.strapiUrl = cms.url;
    expect(await build()).toMatchObject({ ok: true });
    expect(cms.healthChecks()).toBeGreaterThan(1);
  });

  test("the first build ever fails cleanly too (nothing live, nothing created)", async () => {
    config.buildCommand = fakeBuildCommand({ FAKE_BUILD_MODE: "fail" });
    expect(await build()).toMatchObject({ ok: false });
    expect(await currentRelease(config.releasesDir)).toBeNull();
    expect((await status.describe(config)).lastFailure?.stage).toBe("build");
  });

  test("while another process holds the build lock, no build starts", async () => {
    const held = await acquireBuildLock(config.stateDir, { waitMs: 0 });
    try {
      config.buildTimeoutMs = 1; // the lock wait is bounded by the build timeout
      expect(await build()).toMatchObject({ ok: false, stage: "lock" });
      expect((await status.describe(config)).lastFailure?.reason).toMatch(/holds the build lock/);
    } finally {
      await held.release();
    }
  });

  test("only the newest releases are kept", async () => {
    config.keepReleases = 2;
    const ids = [await releaseGoodBuild(), await releaseGoodBuild(), await releaseGoodBuild()];
    expect(await listReleases(config.releasesDir)).toEqual(ids.slice(1));
  });
});
