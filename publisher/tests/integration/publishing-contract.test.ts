import type { PublisherConfig } from "../../src/config/load-config";
import type { PublisherHandle } from "../../src/main";
import type { PublisherStatus } from "../../src/status/status-types";
import type { FakeCms } from "../helpers/fake-cms";
import {
  entryReleasesSchema,
  entryStateSchema,
  publisherStatusSchema,
  reconcileAnswerSchema,
  refusalSchema,
  rollbackAnswerSchema,
} from "../helpers/publishing-contract-schema";
import { fakeBuildCommand, TEST_TOKEN } from "../helpers/test-config";
import { startTestPublisher, type TestPublisher } from "../helpers/test-publisher";
import { waitForBuildOfTrigger, waitUntil } from "../helpers/wait-for-status";

// What a real publisher's admin API answers, parsed with the schemas of the contract the CMS's Publishing
// plugin reads (cms/src/contract/publishing-contract.ts): a field the publisher renames, drops or adds fails here.
describe("publisher admin API answers follow the Publishing plugin's contract (fake build command stands in for gatsby build)", () => {
  let cms: FakeCms;
  let config: PublisherConfig;
  let publisher: PublisherHandle;
  let api: string;

  const auth = { Authorization: `Bearer ${TEST_TOKEN}`, "Content-Type": "application/json" };
  const get = async (route: string) => {
    const res = await fetch(`${api}${route}`, { headers: auth });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const post = async (route: string, body: unknown) => {
    const res = await fetch(`${api}${route}`, { method: "POST", headers: auth, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const status = async () => publisherStatusSchema.parse((await get("/status")).body) satisfies PublisherStatus;

  let stack: TestPublisher;

  beforeAll(async () => {
    stack = await startTestPublisher("publishing-contract", () => ({ buildCommand: fakeBuildCommand({ FAKE_BUILD_ABOUT_TITLE: "About (first release)" }) }));
    ({ cms, config, publisher, api } = stack);
  });
  afterAll(() => stack?.close());

  test("/status, /reconcile, /entries (and its /releases) during and after a build, /rollback and its refusal all parse", async () => {
    expect(publisher.firstBuild).toMatchObject({ ok: true });
    const first = await status();
    expect(first.live.buildId).not.toBeNull();
    expect(first.lastSuccess).not.toBeNull();

    // A second release, with an /entries answer taken while its build runs (an active build in the answer).
    config.buildCommand = fakeBuildCommand({ FAKE_BUILD_ABOUT_TITLE: "About (second release)", FAKE_BUILD_DELAY_MS: 1_000 });
    cms.publish("page-about", new Date("2026-11-21T10:00:00.000Z"));
    const reconcile = await post("/reconcile", { requestedBy: "editor@example.com" });
    expect(reconcile.status).toBe(202);
    reconcileAnswerSchema.parse(reconcile.body);
    const during = await waitUntil(
      async () => entryStateSchema.parse((await get("/entries/page/page-about")).body),
      (answer) => answer.activeBuild !== null,
      "/entries shows the build under way",
    );
    expect(during.activeBuild?.trigger).toBe("rebuild requested in the admin by editor@example.com");
    const second = await waitForBuildOfTrigger(status, first);
    expect(second.history).toHaveLength(2);
    expect(second.history[0]?.changes?.changed).toEqual([
      { kind: "page", id: "page-about", locale: "en", pages: ["/about/"], version: "2026-11-21T10:00:00.000Z" },
    ]);
    expect(second.retention).toMatchObject({ keep: 20, kept: 2 });
    const released = entryReleasesSchema.parse((await get("/entries/page/page-about/releases")).body);
    expect(released.releases.map((release) => [release.buildId, release.live, release.entries])).toEqual([
      [second.live.buildId, true, [{ locale: "en", versions: ["2026-11-21T10:00:00.000Z"] }]],
      [first.live.buildId, false, [{ locale: "en", versions: ["2026-11-20T09:00:00.000Z"] }]],
    ]);

    // Back to the first release: lastRollback, liveBehind and newerRelease are set.
    const rollback = await post("/rollback", { buildId: first.live.buildId, requestedBy: "editor@example.com" });
    expect(rollback.status).toBe(200);
    rollbackAnswerSchema.parse(rollback.body);
    const behind = await status();
    expect(behind.lastRollback?.requestedBy).toBe("editor@example.com");
    expect(behind.liveBehind?.newestBuildId).toBe(second.live.buildId);
    const entry = entryStateSchema.parse((await get("/entries/page/page-about")).body);
    expect(entry.newerRelease).toBe(second.live.buildId);
    expect(entry.live?.pages).toEqual(["/about/"]);

    const refused = await post("/rollback", { buildId: first.live.buildId });
    expect(refused.status).toBe(409);
    refusalSchema.parse(refused.body);
  });
});
