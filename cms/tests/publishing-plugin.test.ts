/**
 * The Publishing plugin's server routes (src/plugins/publishing) against a real Strapi, with a fixture
 * HTTP server standing in for the publisher: who may call them (admin session, plugin permissions by
 * role), that the publisher is called server-side with its token and the token never reaches the
 * answer, and what the routes say when the publisher is not running.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { waitUntil } from "@agency/shared/wait-for-health";
import { adminLogin, request, type Answer } from "./support/api";
import { startFixturePublisher, type FixturePublisher } from "./support/fixture-publisher";
import { startSparseCms } from "./support/sparse-cms";

const PUBLISHER_TOKEN = "fixture-publisher-token-5f3a9c1e7b";
const SUPER_ADMIN = { email: "publishing-test-admin@example.org", password: "Publishing-Admin-2026" };
const EDITOR = { email: "publishing-test-editor@example.org", password: "Publishing-Editor-2026" };
const AUTHOR = { email: "publishing-test-author@example.org", password: "Publishing-Author-2026" };

const LIVE_ID = "20261122-101500-aaaa";
const OLDER_ID = "20261121-090000-bbbb";

/** What GET /status of the fixture answers; the log tail carries the token to prove the CMS blanks it. */
const FIXTURE_STATUS = {
  lastSuccess: null,
  lastFailure: {
    buildId: "20261122-110000-cccc",
    trigger: "entry.publish api::page.page",
    startedAt: "2026-11-22T11:00:00.000Z",
    failedAt: "2026-11-22T11:01:00.000Z",
    stage: "build",
    reason: 'The CMS content cannot be built: navigation "main-navigation": the item "Our work" points at a page that is missing or not published',
    logTail: [`env PUBLISHER_WEBHOOK_TOKEN=${PUBLISHER_TOKEN}`, "error Building failed"],
  },
  activeBuild: null,
  queue: { state: "idle", waitingTriggers: 0 },
  lastEvent: null,
  lastAudit: null,
  lastRollback: null,
  live: { buildId: LIVE_ID, since: "2026-11-22T10:15:00.000Z", releases: [OLDER_ID, LIVE_ID] },
  history: [
    { buildId: LIVE_ID, releasedAt: "2026-11-22T10:15:00.000Z", pageCount: 12, live: true },
    { buildId: OLDER_ID, releasedAt: "2026-11-21T09:00:00.000Z", pageCount: 11, live: false },
  ],
};

const NOT_RUNNING =
  "The publisher is not running, so the site is not being rebuilt. What you publish is saved in the CMS and goes live once the publisher runs again.";

const dir = mkdtempSync(join(tmpdir(), "cms-publishing-test-"));
let cms: CmsHandle;
let publisher: FixturePublisher;
const jwt: Record<"admin" | "editor" | "author", string> = { admin: "", editor: "", author: "" };

const call = <T = unknown>(path: string, init: RequestInit & { token?: string } = {}): Promise<Answer<T>> => request<T>(`${cms.url}${path}`, init);
const post = <T = unknown>(path: string, token: string | undefined, body: unknown = {}) => call<T>(path, { method: "POST", token, body: JSON.stringify(body) });
const requestsTo = (method: string, path: string) => publisher.seen.filter((seen) => seen.method === method && seen.path === path);

/** Creates an active admin user with one of Strapi's built-in roles, through the admin API as the super admin. */
async function createAdminUser(account: { email: string; password: string }, roleCode: string): Promise<void> {
  const roles = await call<{ data: Array<{ id: number; code: string }> }>("/admin/roles", { token: jwt.admin });
  const role = roles.body.data.find((candidate) => candidate.code === roleCode);
  if (!role) throw new Error(`no role ${roleCode}: ${JSON.stringify(roles.body)}`);
  const created = await post<{ data: { id: number } }>("/admin/users", jwt.admin, {
    email: account.email,
    firstname: "Test",
    lastname: roleCode,
    roles: [role.id],
  });
  expect(created.status).toBe(201);
  const activated = await call(`/admin/users/${created.body.data.id}`, {
    method: "PUT",
    token: jwt.admin,
    body: JSON.stringify({ password: account.password, isActive: true }),
  });
  expect(activated.status).toBe(200);
}

/** The CMS under test: sparse seed, API only, its webhook and the panel pointed at the fixture publisher. */
async function bootCms(): Promise<CmsHandle> {
  return startSparseCms(dir, {
    webhookUrl: publisher.webhookUrl,
    webhookToken: PUBLISHER_TOKEN,
    env: { ADMIN_EMAIL: SUPER_ADMIN.email, ADMIN_PASSWORD: SUPER_ADMIN.password, SITE_URL: "https://www.example.org/" },
  });
}

beforeAll(async () => {
  publisher = await startFixturePublisher(PUBLISHER_TOKEN);
  publisher.answers.set("GET /status", { status: 200, body: FIXTURE_STATUS });
  cms = await bootCms();
  jwt.admin = await adminLogin(cms.url, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await createAdminUser(EDITOR, "strapi-editor");
  await createAdminUser(AUTHOR, "strapi-author");
  jwt.editor = await adminLogin(cms.url, EDITOR.email, EDITOR.password);
  jwt.author = await adminLogin(cms.url, AUTHOR.email, AUTHOR.password);
});

afterAll(async () => {
  await cms?.stop();
  await publisher?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("publishing routes with a fixture HTTP server standing in for the publisher", () => {
  test("without an admin session every route answers 401 and the publisher is never called", async () => {
    const before = publisher.seen.length;
    expect((await call("/publishing/status")).status).toBe(401);
    expect((await call("/publishing/entries/page/abc")).status).toBe(401);
    expect((await post("/publishing/rebuild", undefined)).status).toBe(401);
    expect((await post("/publishing/rollback", undefined, { buildId: OLDER_ID })).status).toBe(401);
    // A content-API token is not an admin session either.
    expect((await call("/publishing/status", { token: cms.token })).status).toBe(401);
    expect(publisher.seen.length).toBe(before);
  });

  test("the Author role may read the status but gets 403 on rebuild and rollback", async () => {
    expect((await call("/publishing/status", { token: jwt.author })).status).toBe(200);
    const rebuild = await post<{ error: { status: number } }>("/publishing/rebuild", jwt.author);
    expect(rebuild.status).toBe(403);
    const rollback = await post("/publishing/rollback", jwt.author, { buildId: OLDER_ID });
    expect(rollback.status).toBe(403);
    expect(requestsTo("POST", "/reconcile")).toHaveLength(0);
    expect(requestsTo("POST", "/rollback")).toHaveLength(0);
  });

  test("an Editor gets the status, fetched with the token server-side, and the token is not in the answer", async () => {
    const before = requestsTo("GET", "/status").length;
    const answer = await call<{ reachable: boolean; data: typeof FIXTURE_STATUS }>("/publishing/status", { token: jwt.editor });
    expect(answer.status).toBe(200);
    expect(answer.body.reachable).toBe(true);
    expect(answer.body.data.live).toEqual({ buildId: LIVE_ID, since: "2026-11-22T10:15:00.000Z", releases: [OLDER_ID, LIVE_ID] });
    expect(answer.body.data.history.map((release) => release.buildId)).toEqual([LIVE_ID, OLDER_ID]);
    expect(answer.body.data.lastFailure.logTail).toEqual(["env PUBLISHER_WEBHOOK_TOKEN=[redacted]", "error Building failed"]);
    expect(JSON.stringify(answer.body)).not.toContain(PUBLISHER_TOKEN);

    const calls = requestsTo("GET", "/status");
    expect(calls.length).toBe(before + 1);
    expect(calls[calls.length - 1].headers.authorization).toBe(`Bearer ${PUBLISHER_TOKEN}`);
  });

  test("an Editor's Rebuild now reaches the publisher's /reconcile with the editor's email", async () => {
    publisher.answers.set("POST /reconcile", (seen) => ({
      status: 202,
      body: { accepted: true, rebuild: true, reason: `rebuild requested in the admin by ${(JSON.parse(seen.body) as { requestedBy: string }).requestedBy}` },
    }));
    const answer = await post<{ reachable: boolean; data: unknown }>("/publishing/rebuild", jwt.editor);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      reachable: true,
      data: { accepted: true, rebuild: true, reason: "rebuild requested in the admin by publishing-test-editor@example.org" },
    });
    const [reconcile] = requestsTo("POST", "/reconcile");
    expect(reconcile.headers.authorization).toBe(`Bearer ${PUBLISHER_TOKEN}`);
    expect(JSON.parse(reconcile.body)).toEqual({ requestedBy: "publishing-test-editor@example.org" });
  });

  test("an Editor's rollback is passed on; the publisher's refusals keep their status and message", async () => {
    publisher.answers.set("POST /rollback", (seen) => {
      const { buildId } = JSON.parse(seen.body) as { buildId: string };
      if (buildId === OLDER_ID) return { status: 200, body: { from: LIVE_ID, to: OLDER_ID } };
      if (buildId === LIVE_ID) return { status: 409, body: { error: `release ${LIVE_ID} is already live` } };
      return { status: 404, body: { error: `no release ${buildId} is kept` } };
    });

    const done = await post("/publishing/rollback", jwt.editor, { buildId: OLDER_ID });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ reachable: true, data: { from: LIVE_ID, to: OLDER_ID } });
    expect(JSON.parse(requestsTo("POST", "/rollback")[0].body)).toEqual({ buildId: OLDER_ID, requestedBy: "publishing-test-editor@example.org" });

    const live = await post<{ error: { message: string } }>("/publishing/rollback", jwt.editor, { buildId: LIVE_ID });
    expect(live.status).toBe(409);
    expect(live.body.error.message).toBe(`release ${LIVE_ID} is already live`);

    const unknown = await post<{ error: { message: string } }>("/publishing/rollback", jwt.editor, { buildId: "19990101-000000-zzzz" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("no release 19990101-000000-zzzz is kept");

    const before = publisher.seen.length;
    const missing = await post<{ error: { message: string } }>("/publishing/rollback", jwt.editor, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe("Say which release to roll back to: buildId must be a release id.");
    expect(publisher.seen.length).toBe(before);
  });

  test("an entry is live when its published updatedAt is among the live release's versions, else waiting or not live", async () => {
    const pages = await call<{ data: Array<{ documentId: string; slug: string; updatedAt: string }> }>("/api/pages?filters[slug][$eq]=home", {
      token: cms.token,
    });
    const home = pages.body.data[0];
    const path = `/entries/page/${home.documentId}`;

    publisher.answers.set(`GET ${path}`, {
      status: 200,
      body: { live: { buildId: LIVE_ID, since: "2026-11-22T10:15:00.000Z", versions: [home.updatedAt], pages: ["/"] }, activeBuild: null, queued: false },
    });
    const live = await call<{ reachable: boolean; data: unknown }>(`/publishing${path}`, { token: jwt.editor });
    expect(live.status).toBe(200);
    expect(live.body).toEqual({
      reachable: true,
      data: {
        state: "live",
        published: true,
        liveBuildId: LIVE_ID,
        pages: ["/"],
        liveUrl: "https://www.example.org/",
        activeBuild: null,
        queued: false,
        newerRelease: null,
      },
    });

    publisher.answers.set(`GET ${path}`, {
      status: 200,
      body: { live: { buildId: LIVE_ID, since: null, versions: ["2020-01-01T00:00:00.000Z"], pages: ["/"] }, activeBuild: null, queued: true },
    });
    const waiting = await call<{ data: { state: string } }>(`/publishing${path}`, { token: jwt.author });
    expect(waiting.body.data.state).toBe("waiting");

    // After a rollback the publisher names the newer build; the entry's own page is still linked.
    publisher.answers.set(`GET ${path}`, {
      status: 200,
      body: {
        live: { buildId: OLDER_ID, since: null, versions: ["2020-01-01T00:00:00.000Z"], pages: ["/"] },
        activeBuild: null,
        queued: false,
        newerRelease: LIVE_ID,
      },
    });
    const behind = await call<{ data: unknown }>(`/publishing${path}`, { token: jwt.editor });
    expect(behind.body.data).toMatchObject({ state: "not-live", liveBuildId: OLDER_ID, liveUrl: "https://www.example.org/", newerRelease: LIVE_ID });

    // A post's own page is /blog/<its published slug>/, not the index, the home page or another post's page that list it too.
    const posts = await call<{ data: Array<{ documentId: string }> }>("/api/blog-posts", { token: cms.token });
    const postPath = `/entries/blog-post/${posts.body.data[0].documentId}`;
    publisher.answers.set(`GET ${postPath}`, {
      status: 200,
      body: {
        live: { buildId: LIVE_ID, since: null, versions: [], pages: ["/", "/blog/", "/blog/another-post/"] },
        activeBuild: null,
        queued: false,
        newerRelease: null,
      },
    });
    const post = await call<{ data: { liveUrl: string | null } }>(`/publishing${postPath}`, { token: jwt.editor });
    expect(post.body.data.liveUrl).toBe("https://www.example.org/blog/welcome-to-our-blog/");

    publisher.answers.set(`GET ${path}`, { status: 200, body: { live: null, activeBuild: null, queued: false } });
    const notLive = await call<{ data: { state: string; liveBuildId: string | null } }>(`/publishing${path}`, { token: jwt.editor });
    expect(notLive.body.data).toMatchObject({ state: "not-live", liveBuildId: null });

    const badKind = await call<{ error: { message: string } }>("/publishing/entries/navigation/main", { token: jwt.editor });
    expect(badKind.status).toBe(400);
    expect(badKind.body.error.message).toBe('Unknown kind "navigation": one of page, blog-post, category, tag, author, configuration.');
  });

  test("what a release changed reaches the panel with each entry's title (a deleted entry has none)", async () => {
    const pages = await call<{ data: Array<{ documentId: string }> }>("/api/pages?filters[slug][$eq]=about", { token: cms.token });
    const about = pages.body.data[0].documentId;
    const changes = {
      added: [{ kind: "blog-post", id: "no-such-document", pages: ["/blog/gone/"] }],
      changed: [
        { kind: "page", id: about, pages: ["/about/"] },
        { kind: "navigation", id: "main-navigation", pages: [] },
        { kind: "configuration", id: "configuration", pages: [] },
      ],
      removed: [],
    };
    publisher.answers.set("GET /status", {
      status: 200,
      body: {
        ...FIXTURE_STATUS,
        history: [
          { ...FIXTURE_STATUS.history[0], changes },
          { ...FIXTURE_STATUS.history[1], changes: null },
        ],
        liveBehind: { newestBuildId: LIVE_ID, changes: { added: [], changed: [{ kind: "page", id: about, pages: ["/about/"] }], removed: [] } },
      },
    });
    try {
      const answer = await call<{ data: { history: Array<{ changes: unknown }>; liveBehind: unknown } }>("/publishing/status", { token: jwt.editor });
      expect(answer.body.data.history[0].changes).toEqual({
        added: [{ kind: "blog-post", id: "no-such-document", pages: ["/blog/gone/"], title: null, versionId: null }],
        changed: [
          { kind: "page", id: about, pages: ["/about/"], title: "About us", versionId: null },
          { kind: "navigation", id: "main-navigation", pages: [], title: "Main navigation", versionId: null },
          { kind: "configuration", id: "configuration", pages: [], title: null, versionId: null },
        ],
        removed: [],
      });
      expect(answer.body.data.history[1].changes).toBeNull();
      expect(answer.body.data.liveBehind).toEqual({
        newestBuildId: LIVE_ID,
        changes: { added: [], changed: [{ kind: "page", id: about, pages: ["/about/"], title: "About us", versionId: null }], removed: [] },
      });
    } finally {
      publisher.answers.set("GET /status", { status: 200, body: FIXTURE_STATUS });
    }
  });

  test("a release's changed entry is named by the title it had in that release and linked to its recorded version (docs/history.md)", async () => {
    const posts = await call<{ data: Array<{ documentId: string; title: string }> }>("/api/blog-posts?filters[slug][$eq]=welcome-to-our-blog", {
      token: cms.token,
    });
    const { documentId, title: seededTitle } = posts.body.data[0];
    type Versions = { data: { versions: Array<{ id: number; title: string; publishedVersion: string }> } };
    const versions = async () => (await call<Versions>(`/publishing/history/blog-post/${documentId}?locale=en`, { token: jwt.editor })).body.data.versions;
    const [seeded] = await versions();
    expect(seeded.title).toBe(seededTitle);

    const publish = await call(`/content-manager/collection-types/api::blog-post.blog-post/${documentId}/actions/publish`, {
      method: "POST",
      token: jwt.editor,
      body: JSON.stringify({ title: "Welcome, renamed since" }),
    });
    expect(publish.status).toBe(200);
    let renamed: { id: number; title: string; publishedVersion: string } | undefined;
    await waitUntil(
      "the rename's version",
      async () => {
        renamed = (await versions()).find((version) => version.title === "Welcome, renamed since");
        return renamed !== undefined || "not yet recorded";
      },
      { timeoutMs: 15_000, maxDelayMs: 250 },
    );

    const entry = (version: string) => ({ kind: "blog-post", id: documentId, locale: "en", pages: ["/blog/welcome-to-our-blog/"], version });
    publisher.answers.set("GET /status", {
      status: 200,
      body: {
        ...FIXTURE_STATUS,
        history: [
          { ...FIXTURE_STATUS.history[0], changes: { added: [], changed: [entry(renamed!.publishedVersion)], removed: [] } },
          { ...FIXTURE_STATUS.history[1], changes: { added: [entry(seeded.publishedVersion)], changed: [], removed: [] } },
        ],
      },
    });
    try {
      const answer = await call<{ data: { history: Array<{ changes: { added: unknown[]; changed: unknown[] } }> } }>("/publishing/status", {
        token: jwt.editor,
      });
      expect(answer.body.data.history[0].changes.changed).toEqual([
        { ...entry(renamed!.publishedVersion), title: "Welcome, renamed since", versionId: renamed!.id },
      ]);
      // The older release showed the seeded title, whatever the post is called today.
      expect(answer.body.data.history[1].changes.added).toEqual([{ ...entry(seeded.publishedVersion), title: seededTitle, versionId: seeded.id }]);
    } finally {
      publisher.answers.set("GET /status", { status: 200, body: FIXTURE_STATUS });
    }
  });

  test("an editor's publish tells the webhook who published which entry, in words", async () => {
    const pages = await call<{ data: Array<{ documentId: string }> }>("/api/pages?filters[slug][$eq]=contact", { token: cms.token });
    const contact = pages.body.data[0].documentId;
    const before = requestsTo("POST", "/webhook").length;
    const published = await post(`/content-manager/collection-types/api::page.page/${contact}/actions/publish`, jwt.editor, {});
    expect(published.status).toBe(200);
    const events = () =>
      requestsTo("POST", "/webhook")
        .slice(before)
        .map((seen) => JSON.parse(seen.body) as { event: string; trigger?: string });
    await waitUntil("the publish's webhook", async () => events().some((event) => event.event === "entry.publish") || "not received", {
      timeoutMs: 10_000,
      initialDelayMs: 50,
      maxDelayMs: 200,
    });
    expect(events().find((event) => event.event === "entry.publish")?.trigger).toBe(
      "Test strapi-editor (publishing-test-editor@example.org) published “Contact”",
    );
  });

  test("the Editor and Author roles hold the plugin's permissions once each", async () => {
    const roles = await call<{ data: Array<{ id: number; code: string }> }>("/admin/roles", { token: jwt.admin });
    const actionsOf = async (code: string) => {
      const role = roles.body.data.find((candidate) => candidate.code === code);
      const permissions = await call<{ data: Array<{ action: string }> }>(`/admin/roles/${role?.id}/permissions`, { token: jwt.admin });
      return permissions.body.data.map((permission) => permission.action).filter((action) => action.startsWith("plugin::publishing."));
    };
    expect((await actionsOf("strapi-editor")).sort()).toEqual(["plugin::publishing.history-read", "plugin::publishing.read", "plugin::publishing.trigger"]);
    expect(await actionsOf("strapi-author")).toEqual(["plugin::publishing.read"]);
  });

  test("after a restart the grants are not repeated, and one a super admin took away stays away", async () => {
    const roles = await call<{ data: Array<{ id: number; code: string }> }>("/admin/roles", { token: jwt.admin });
    const authorRole = roles.body.data.find((candidate) => candidate.code === "strapi-author");
    const editorRole = roles.body.data.find((candidate) => candidate.code === "strapi-editor");
    type Permission = { action: string; subject: string | null; properties: unknown; conditions: string[] };
    const permissionsOf = async (id: number | undefined) =>
      (await call<{ data: Permission[] }>(`/admin/roles/${id}/permissions`, { token: jwt.admin })).body.data;

    // The super admin removes "see the publishing status" from the Author role in Settings → Roles.
    const kept = (await permissionsOf(authorRole?.id))
      .filter((permission) => permission.action !== "plugin::publishing.read")
      .map(({ action, subject, properties, conditions }) => ({ action, subject, properties, conditions }));
    const update = await call(`/admin/roles/${authorRole?.id}/permissions`, { method: "PUT", token: jwt.admin, body: JSON.stringify({ permissions: kept }) });
    expect(update.status).toBe(200);

    await cms.stop();
    cms = await bootCms();
    jwt.admin = await adminLogin(cms.url, SUPER_ADMIN.email, SUPER_ADMIN.password);
    jwt.editor = await adminLogin(cms.url, EDITOR.email, EDITOR.password);
    jwt.author = await adminLogin(cms.url, AUTHOR.email, AUTHOR.password);

    const publishing = (permissions: Permission[]) => permissions.map((p) => p.action).filter((action) => action.startsWith("plugin::publishing."));
    expect(publishing(await permissionsOf(authorRole?.id))).toEqual([]);
    expect(publishing(await permissionsOf(editorRole?.id)).sort()).toEqual([
      "plugin::publishing.history-read",
      "plugin::publishing.read",
      "plugin::publishing.trigger",
    ]);
    expect((await call("/publishing/status", { token: jwt.author })).status).toBe(403);
  });

  test("a publisher that refuses the CMS's token is reported as such (502), not as not running", async () => {
    publisher.expectedToken = "some-other-token";
    try {
      const answer = await call<{ error: { message: string } }>("/publishing/status", { token: jwt.editor });
      expect(answer.status).toBe(502);
      expect(answer.body.error.message).toBe("The publisher refused the CMS's token: PUBLISHER_WEBHOOK_TOKEN is not the token the publisher expects.");
    } finally {
      publisher.expectedToken = PUBLISHER_TOKEN;
    }
  });

  test("with the publisher down, the routes say plainly that it is not running", async () => {
    await publisher.close();
    const status = await call<{ reachable: boolean; message: string; detail: string }>("/publishing/status", { token: jwt.editor });
    expect(status.status).toBe(200);
    expect(status.body.reachable).toBe(false);
    expect(status.body.message).toBe(NOT_RUNNING);
    expect(status.body.detail).toBe("Nothing is listening at its address (connection refused).");

    const rebuild = await post<{ reachable: boolean; message: string }>("/publishing/rebuild", jwt.editor);
    expect(rebuild.status).toBe(200);
    expect(rebuild.body).toMatchObject({ reachable: false, message: NOT_RUNNING });
  });
});
