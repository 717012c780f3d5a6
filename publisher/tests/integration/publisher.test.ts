import fs from "node:fs";
import path from "node:path";
import type { PublisherConfig } from "../../src/config/load-config";
import type { PublisherHandle } from "../../src/main";
import { currentRelease } from "../../src/release/list-releases";
import type { PublisherStatus } from "../../src/status/status-types";
import { fakeBuildCommand, TEST_TOKEN } from "../helpers/test-config";
import { startTestPublisher, type TestPublisher } from "../helpers/test-publisher";
import { waitForBuildOfTrigger, waitUntil } from "../helpers/wait-for-status";

function publishEvent(model = "page") {
  return JSON.stringify({
    event: "entry.publish",
    createdAt: new Date().toISOString(),
    model,
    uid: `api::${model}.${model}`,
    entry: { id: 1, documentId: "doc1", title: "About", publishedAt: new Date().toISOString() },
  });
}

// startPublisher with its real servers, queue, lock and release switching; the fake build
// command stands in for gatsby build and a fake CMS answers /_health.
describe("publisher loop: webhook → queue → checked build → release → served (fake build command stands in for gatsby build)", () => {
  let config: PublisherConfig;
  let publisher: PublisherHandle;
  let counterFile: string;

  const buildsStarted = () => (fs.existsSync(counterFile) ? fs.readFileSync(counterFile, "utf8").trim().split("\n").length : 0);
  const status = async () => (await (await fetch(publisher.statusUrl, { headers: { Authorization: `Bearer ${TEST_TOKEN}` } })).json()) as PublisherStatus;
  const postWebhook = (body: string, token = TEST_TOKEN) =>
    fetch(publisher.webhookUrl, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "X-Strapi-Event": "entry.publish" },
      body,
    });
  const builtAfter = (before: PublisherStatus) => waitForBuildOfTrigger(status, before);

  let stack: TestPublisher;

  beforeAll(async () => {
    stack = await startTestPublisher("publisher", (dir) => {
      counterFile = path.join(dir, "builds-started.txt");
      return { quietMs: 500, maxWaitMs: 3_000, buildCommand: fakeBuildCommand({ FAKE_BUILD_COUNTER_FILE: counterFile, FAKE_BUILD_DELAY_MS: 800 }) };
    });
    ({ config, publisher } = stack);
  });
  afterAll(() => stack?.close());

  test("with nothing live, start-up runs the first build and serves it", async () => {
    expect(publisher.firstBuild).toMatchObject({ ok: true });
    expect(buildsStarted()).toBe(1);
    const res = await fetch(publisher.siteUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toMatch(/sha256-/);
    const latest = (await (await fetch(`${publisher.siteUrl}builds/latest.json`)).json()) as { id: string };
    expect(latest.id).toBe(publisher.firstBuild?.buildId);
  });

  test("5 publish events in a burst → 202 each, before any build has started, and exactly 1 build", async () => {
    const before = buildsStarted();
    const statusBefore = await status();
    for (let i = 0; i < 5; i++) {
      const res = await postWebhook(publishEvent());
      expect(res.status).toBe(202);
      expect(await res.json()).toMatchObject({ accepted: true, rebuild: true });
      // "At once": the answer goes out when the event is recorded, not when the build it causes has run;
      // the quiet period (500 ms, renewed by every event) has not even let that build start yet.
      expect(buildsStarted()).toBe(before);
    }
    expect((await status()).queue).toMatchObject({ state: "debouncing", waitingTriggers: 5 });
    const s = await builtAfter(statusBefore);
    expect(buildsStarted()).toBe(before + 1);
    expect(s.lastSuccess?.trigger).toBe("entry.publish page");
    expect(s.lastSuccess?.publishToLiveMs).toBeGreaterThan(s.lastSuccess?.durationMs ?? 0);
    expect(s.live.buildId).toBe(s.lastSuccess?.buildId);
  });

  test("an event during a build → exactly one follow-up build", async () => {
    const before = buildsStarted();
    const statusBefore = await status();
    await postWebhook(publishEvent());
    // wait until that build is running, then send three more events
    await waitUntil(status, (s) => s.activeBuild !== null, "the build runs");
    for (let i = 0; i < 3; i++) await postWebhook(publishEvent("blog-post"));
    expect((await status()).queue?.state).toBe("pending");
    await builtAfter(statusBefore);
    expect(buildsStarted()).toBe(before + 2);
  });

  test("a burst of 50 events → at most 2 builds", async () => {
    const before = buildsStarted();
    const statusBefore = await status();
    for (let i = 0; i < 50; i++) {
      expect((await postWebhook(publishEvent(i % 2 ? "page" : "blog-post"))).status).toBe(202);
    }
    await builtAfter(statusBefore);
    // Usually one; if the max wait (3 s) starts a build mid-burst on a slow machine, the rest folds into one follow-up.
    expect(buildsStarted() - before).toBeGreaterThanOrEqual(1);
    expect(buildsStarted() - before).toBeLessThanOrEqual(2);
  }, 60_000);

  test("rejected and ignored webhooks start nothing", async () => {
    const before = buildsStarted();
    const statusBefore = await status();
    expect((await postWebhook(publishEvent(), "wrong-token")).status).toBe(401);
    const draft = JSON.stringify({ event: "entry.update", model: "page", entry: { publishedAt: null } });
    expect((await postWebhook(draft)).status).toBe(202);
    // The queue takes a trigger before the webhook answers: idle, with no new trigger, nothing is scheduled
    // and no build can start from these two.
    const s = await status();
    expect(s.lastEvent).toMatchObject({ event: "entry.update", rebuild: false });
    expect(s.queue).toMatchObject({ state: "idle", receivedTriggers: statusBefore.queue?.receivedTriggers });
    expect(buildsStarted()).toBe(before);
  });

  test("manual reconcile builds; the site keeps answering (zero failures) through the release", async () => {
    const before = buildsStarted();
    const statusBefore = await status();
    const liveBefore = await currentRelease(config.releasesDir);
    let stop = false;
    const failures: string[] = [];
    let requests = 0;
    const loop = (async () => {
      while (!stop && requests < 50_000) {
        requests += 1;
        try {
          const res = await fetch(`${publisher.siteUrl}about/`);
          await res.text();
          if (res.status !== 200) failures.push(String(res.status));
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    })();
    const res = await fetch(publisher.statusUrl.replace("/status", "/reconcile"), {
      method: "POST",
      headers: { Authorization: `Bearer ${TEST_TOKEN}` },
    });
    expect(res.status).toBe(202);
    await builtAfter(statusBefore);
    stop = true;
    await loop;
    expect(buildsStarted()).toBe(before + 1);
    expect(await currentRelease(config.releasesDir)).not.toBe(liveBefore);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(20);
  });

  test("a failed build shows in /status with its reason while the old release stays live", async () => {
    const live = await currentRelease(config.releasesDir);
    config.buildCommand = fakeBuildCommand({ FAKE_BUILD_MODE: "fail" });
    const statusBefore = await status();
    await postWebhook(publishEvent());
    const s = await builtAfter(statusBefore);
    expect(s.lastFailure).toMatchObject({ stage: "build", reason: expect.stringMatching(/exit code 1/) });
    expect(s.lastFailure?.logTail.join("\n")).toMatch(/GRAPHQL/);
    expect(s.live.buildId).toBe(live);
    expect((await fetch(publisher.siteUrl)).status).toBe(200);
  });
});
