import fs from "node:fs";
import path from "node:path";
import type { PublisherConfig } from "../../src/config/load-config";
import type { PublisherHandle } from "../../src/main";
import type { PublisherStatus } from "../../src/status/status-types";
import type { FakeCms } from "../helpers/fake-cms";
import { fakeBuildCommand, TEST_TOKEN } from "../helpers/test-config";
import { startTestPublisher, type TestPublisher } from "../helpers/test-publisher";
import { waitForBuildOfTrigger, waitUntil } from "../helpers/wait-for-status";
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const EDITOR = "editor@example.com";

// The admin API the Strapi publishing panel calls, on a real publisher (servers, queue, lock,
// release switching); the fake build command stands in for gatsby build and the fake CMS for Strapi.
describe("publisher admin API: history, rebuild, rollback, entries (fake build command stands in for gatsby build)", () => {
  let siteDir: string;
  let cms: FakeCms;
  let config: PublisherConfig;
  let publisher: PublisherHandle;
  let api: string;
  /** Release ids read from the directory itself, oldest first. */
  let releases: () => string[];

  const auth = { Authorization: `Bearer ${TEST_TOKEN}`, "Content-Type": "application/json" };
  const get = async <T>(route: string) => {
    const res = await fetch(`${api}${route}`, { headers: auth });
    return { status: res.status, body: (await res.json()) as T };
  };
  const post = async <T>(route: string, body?: unknown) => {
    const res = await fetch(`${api}${route}`, { method: "POST", headers: auth, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T };
  };
  const status = async () => (await get<PublisherStatus>("/status")).body;
  const currentLink = () => fs.readlinkSync(path.join(siteDir, "releases", "current"));
  const aboutPage = async () => (await fetch(`${publisher.siteUrl}about/`)).text();
  const builtAfter = (before: PublisherStatus) => waitForBuildOfTrigger(status, before);

  let stack: TestPublisher;

  beforeAll(async () => {
    stack = await startTestPublisher("admin-api", () => ({
      buildCommand: fakeBuildCommand({ FAKE_BUILD_ABOUT_TITLE: "About (first release)", FAKE_BUILD_EXTRA_PAGES: 3 }),
    }));
    ({ siteDir, cms, config, publisher, api } = stack);
    releases = () =>
      fs
        .readdirSync(path.join(siteDir, "releases"))
        .filter((name) => /^\d{8}-\d{6}-\d{3}-[0-9a-f]{4}$/.test(name))
        .sort();
  });
  afterAll(() => stack?.close());

  test("Rebuild now with requestedBy: 202, and the build's trigger names the admin user", async () => {
    expect(publisher.firstBuild).toMatchObject({ ok: true });
    config.buildCommand = fakeBuildCommand({ FAKE_BUILD_ABOUT_TITLE: "About (second release)", FAKE_BUILD_EXTRA_PAGES: 4 });
    cms.publish("page-about", new Date("2026-11-21T10:00:00.000Z"));
    const before = await status();
    const res = await post("/reconcile", { requestedBy: EDITOR });
    expect(res).toEqual({ status: 202, body: { accepted: true, rebuild: true, reason: "rebuild requested in the admin by editor@example.com" } });
    const s = await builtAfter(before);
    expect(s.lastSuccess?.trigger).toBe("rebuild requested in the admin by editor@example.com");
    expect(releases()).toHaveLength(2);
    expect(s.live.buildId).toBe(releases()[1]);
    expect(await aboutPage()).toContain("<h1>About (second release)</h1>");
  });

  test("/status history: the kept releases newest first, with release time, page count and the live flag", async () => {
    const [first, second] = releases();
    const s = await status();
    expect(s.history).toEqual([
      {
        buildId: second,
        releasedAt: expect.stringMatching(ISO_TIME),
        pageCount: 10,
        live: true,
        // Only the About page was published again between the two builds.
        changes: {
          added: [],
          changed: [{ kind: "page", id: "page-about", locale: "en", pages: ["/about/"], version: "2026-11-21T10:00:00.000Z" }],
          removed: [],
        },
      },
      // The oldest kept release has no predecessor to compare with.
      { buildId: first, releasedAt: expect.stringMatching(ISO_TIME), pageCount: 9, live: false, changes: null },
    ]);
    expect(s.liveBehind).toBeNull();
    expect(Date.parse(s.history[0]?.releasedAt ?? "")).toBeGreaterThan(Date.parse(s.history[1]?.releasedAt ?? ""));
    // Unchanged files are hard links to the live release's: both releases together hold less than twice the live one.
    expect(s.retention).toMatchObject({ keep: 20, kept: 2 });
    const { diskBytes, liveBytes } = s.retention;
    expect(liveBytes).toBeGreaterThan(0);
    expect(diskBytes).toBeGreaterThan(liveBytes ?? 0);
    expect(diskBytes).toBeLessThan(2 * (liveBytes ?? 0));
  });

  test("/entries/<kind>/<documentId>/releases: the document's versions in each kept release, newest first", async () => {
    const [first, second] = releases();
    const s = await status();
    const released = (buildId: string | undefined) => s.history.find((entry) => entry.buildId === buildId)?.releasedAt;
    expect(await get("/entries/page/page-about/releases")).toEqual({
      status: 200,
      body: {
        releases: [
          { buildId: second, releasedAt: released(second), live: true, entries: [{ locale: "en", versions: ["2026-11-21T10:00:00.000Z"] }] },
          { buildId: first, releasedAt: released(first), live: false, entries: [{ locale: "en", versions: ["2026-11-20T09:00:00.000Z"] }] },
        ],
      },
    });
    expect(await get("/entries/blog-post/no-such-document/releases")).toEqual({
      status: 200,
      body: {
        releases: [
          { buildId: second, releasedAt: released(second), live: true, entries: [] },
          { buildId: first, releasedAt: released(first), live: false, entries: [] },
        ],
      },
    });
  });

  test("/entries: the live versions and pages from the live release's content record", async () => {
    const second = releases()[1];
    const s = await status();
    const about = await get("/entries/page/page-about");
    expect(about).toEqual({
      status: 200,
      body: {
        live: { buildId: second, since: s.live.since, versions: ["2026-11-21T10:00:00.000Z"], pages: ["/about/"] },
        activeBuild: null,
        queued: false,
        newerRelease: null,
      },
    });
    const hello = await get<{ live: unknown }>("/entries/blog-post/post-hello");
    expect(hello.body.live).toEqual({ buildId: second, since: s.live.since, versions: ["2026-11-20T09:00:00.000Z"], pages: ["/blog/hello/"] });
    // The configuration is rendered by the layout's static query: on every page, named on none.
    const configuration = await get<{ live: unknown }>("/entries/configuration/configuration");
    expect(configuration.body.live).toEqual({ buildId: second, since: s.live.since, versions: ["2026-11-20T09:00:00.000Z"], pages: [] });
    expect(await get("/entries/page/no-such-document")).toEqual({ status: 200, body: { live: null, activeBuild: null, queued: false, newerRelease: null } });
    expect(await get("/entries/navigation/main-navigation")).toEqual({
      status: 400,
      body: { error: 'unknown kind "navigation": one of page, blog-post, category, tag, author, configuration' },
    });
  });

  test("POST /rollback to the older kept release: current switches, the site serves it, status records it", async () => {
    const [first, second] = releases() as [string, string];
    const res = await post("/rollback", { buildId: first, requestedBy: EDITOR });
    expect(res).toEqual({ status: 200, body: { from: second, to: first } });
    expect(currentLink()).toBe(first);
    expect(await aboutPage()).toContain("<h1>About (first release)</h1>");
    const s = await status();
    expect(s.live.buildId).toBe(first);
    expect(s.lastRollback).toEqual({ from: second, to: first, at: expect.stringMatching(ISO_TIME), requestedBy: "editor@example.com" });
    expect(s.history.map((h) => [h.buildId, h.live])).toEqual([
      [second, false],
      [first, true],
    ]);
    // Visitors now see an older release than the newest build: the About page differs until a new build is live.
    expect(s.liveBehind).toEqual({
      newestBuildId: second,
      changes: { added: [], changed: [{ kind: "page", id: "page-about", locale: "en", pages: ["/about/"], version: "2026-11-21T10:00:00.000Z" }], removed: [] },
    });
    const about = await get<{ live: { buildId: string; versions: string[] }; newerRelease: string | null }>("/entries/page/page-about");
    expect(about.body.live).toMatchObject({ buildId: first, versions: ["2026-11-20T09:00:00.000Z"] });
    expect(about.body.newerRelease).toBe(second);
  });

  test("POST /rollback refusals change nothing: 409 already live, 404 not kept, 400 bad body", async () => {
    const [first] = releases() as [string];
    expect(await post("/rollback", { buildId: first })).toEqual({ status: 409, body: { error: `release ${first} is already live` } });
    expect(await post("/rollback", { buildId: "20990101-000000-000-abcd" })).toEqual({
      status: 404,
      body: { error: "no release 20990101-000000-000-abcd is kept" },
    });
    // Only kept release ids are accepted, so nothing outside releases/ can be pointed at.
    expect(await post("/rollback", { buildId: "../.publisher" })).toEqual({ status: 404, body: { error: "no release ../.publisher is kept" } });
    expect(await post("/rollback", { build: first })).toEqual({ status: 400, body: { error: "body must have a string buildId" } });
    const notJson = await fetch(`${api}/rollback`, { method: "POST", headers: auth, body: "buildId=x" });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "body is not valid JSON" });
    expect(currentLink()).toBe(first);
  });

  test("after a rollback the next publish builds current content as usual (warm workspace) and goes live", async () => {
    const before = releases();
    cms.publish("post-hello", new Date("2026-11-22T08:00:00.000Z"));
    const statusBefore = await status();
    expect((await post("/reconcile")).body).toEqual({ accepted: true, rebuild: true, reason: "manual reconcile" });
    const s = await builtAfter(statusBefore);
    const third = releases().find((id) => !before.includes(id));
    expect(third).toBeDefined();
    expect(s.live.buildId).toBe(third);
    expect(s.lastSuccess).toMatchObject({ buildId: third, trigger: "manual reconcile", cleanBuild: null });
    // A new build is live: the site is no longer older than the newest build.
    expect(s.liveBehind).toBeNull();
    expect(await aboutPage()).toContain("<h1>About (second release)</h1>");
    const hello = await get<{ live: unknown }>("/entries/blog-post/post-hello");
    expect(hello.body.live).toMatchObject({ buildId: third, versions: ["2026-11-22T08:00:00.000Z"] });
  });

  test("/entries during a build shows the active build, and queued once another build waits", async () => {
    config.buildCommand = fakeBuildCommand({ FAKE_BUILD_DELAY_MS: 1_500 });
    const before = await status();
    await post("/reconcile", { requestedBy: EDITOR });
    const during = await waitUntil(
      () => get<{ activeBuild: { trigger: string } | null; queued: boolean }>("/entries/page/page-about"),
      (answer) => answer.body.activeBuild !== null,
      "/entries shows the build under way",
      10_000,
    );
    expect(during.body.activeBuild).toMatchObject({ trigger: "rebuild requested in the admin by editor@example.com" });
    expect(during.body.queued).toBe(false);
    await post("/reconcile");
    const queued = await get<{ queued: boolean }>("/entries/page/page-about");
    expect(queued.body.queued).toBe(true);
    await builtAfter(before);
  });
});
