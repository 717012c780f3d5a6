/**
 * Scheduled publish and unpublish (docs/content-model.md, "Scheduling") against a real Strapi seeded with the full
 * profile, its tick set to one second (SCHEDULE_TICK_SECONDS). Actions are scheduled through the Publishing plugin's
 * admin routes as the Editor, the way the edit view's Schedule panel sends them; each test then waits for the
 * action's end state (a condition, not a fixed time) and checks what the site's API serves.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { waitUntil } from "@agency/shared/wait-for-health";
import { startSparseCms } from "./support/sparse-cms";
import { adminLogin, qs, request, type Answer } from "./support/api";
import { contentManager } from "./support/content-manager";

const PAGE = "api::page.page";
const POST = "api::blog-post.blog-post";
const EDITOR_EMAIL_PATTERN = /@/;
/** What a post needs to be published (its schema's required fields). */
const POST_FIELDS = { excerpt: "Out on Tuesday.", body: "The notes, in full.", published_on: "2026-11-24" };

interface Action {
  id: number;
  action: string;
  entryKind: string;
  entryDocumentId: string;
  entryTitle: string;
  runAt: string;
  state: string;
  scheduledBy: string | null;
  failure: string | null;
  cancelledBy: string | null;
}
type ActionAnswer = Answer<{ data?: Action; error?: { status: number; name: string; message: string } }>;

const dir = mkdtempSync(join(tmpdir(), "cms-scheduling-test-"));
let cms: CmsHandle;
let jwt: string;
let cm: ReturnType<typeof contentManager>;

beforeAll(async () => {
  cms = await startSparseCms(dir, { profile: "full", env: { PUBLISHER_WEBHOOK_URL: "", SCHEDULE_TICK_SECONDS: "1" } });
  if (!cms.editor) throw new Error("the test CMS has no editor account");
  jwt = await adminLogin(cms.url, cms.editor.email, cms.editor.password);
  cm = contentManager(cms.url, jwt);
});

afterAll(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const schedule = (body: Record<string, unknown>, token = jwt): Promise<ActionAnswer> =>
  request(`${cms.url}/publishing/schedule`, { method: "POST", token, body: JSON.stringify(body) });
const cancel = (id: number): Promise<ActionAnswer> => request(`${cms.url}/publishing/schedule/${id}/cancel`, { method: "POST", token: jwt, body: "{}" });
const listed = async (query = ""): Promise<{ pending: Action[]; finished: Action[] }> => {
  const answer = await request<{ data: { pending: Action[]; finished: Action[] } }>(`${cms.url}/publishing/schedule${query}`, { token: jwt });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const inSeconds = (seconds: number): string => new Date(Date.now() + seconds * 1000).toISOString();

/** Waits for the action to leave pending/running (the tick is 1 s; the bound only stops a hang). */
const finished = async (id: number): Promise<Action> => {
  let found: Action | undefined;
  const health = await waitUntil(
    `scheduled action ${id}`,
    async () => (found = (await listed()).finished.find((action) => action.id === id)) !== undefined || "not finished",
    { timeoutMs: 120_000, initialDelayMs: 100, maxDelayMs: 250 },
  );
  if (!health.ok) throw new Error(`scheduled action ${id} did not finish`);
  return found!;
};

const scheduled = (answer: ActionAnswer): Action => {
  expect([answer.status, answer.body.error]).toEqual([201, undefined]);
  return answer.body.data as Action;
};

const refused = (answer: ActionAnswer, message: string): void => {
  expect(answer.body.error).toMatchObject({ status: 400, message });
  expect(answer.status).toBe(400);
};

/** The published posts with this slug, as the site build reads them. */
const livePosts = async (slug: string): Promise<string[]> => {
  const answer = await request<{ data: Array<{ title: string }> }>(`${cms.url}/api/blog-posts?${qs({ filters: { slug: { $eq: slug } } })}`, {
    token: cms.token,
  });
  expect(answer.status).toBe(200);
  return answer.body.data.map((post) => post.title);
};

const documentIdOf = async (model: string, slug: string): Promise<string> => {
  const [found] = await cm.findDrafts(model, "slug", slug);
  return (found as { documentId: string }).documentId;
};

describe("a scheduled action is carried out by itself at its time", () => {
  let post: string;

  test("a draft post scheduled to publish a few seconds ahead is published, recorded as done by whom", async () => {
    const created = await cm.create(POST, { ...POST_FIELDS, title: "Scheduled launch notes", slug: "scheduled-launch-notes" });
    expect(created.status).toBe(201);
    post = created.body.data?.documentId ?? "";
    expect(await livePosts("scheduled-launch-notes")).toEqual([]);

    const action = scheduled(await schedule({ kind: "blog-post", documentId: post, action: "publish", runAt: inSeconds(3) }));
    expect(action).toMatchObject({ action: "publish", entryKind: "blog-post", entryTitle: "Scheduled launch notes", state: "pending" });
    expect(action.scheduledBy).toBe(cms.editor?.email);
    expect(action.scheduledBy).toMatch(EDITOR_EMAIL_PATTERN);
    expect((await listed(`?${qs({ kind: "blog-post", documentId: post })}`)).pending.map((one) => one.id)).toEqual([action.id]);

    expect(await finished(action.id)).toMatchObject({ state: "done", failure: null, entryTitle: "Scheduled launch notes" });
    expect(await livePosts("scheduled-launch-notes")).toEqual(["Scheduled launch notes"]);
  });

  test("a scheduled unpublish takes the post off the site's API", async () => {
    const action = scheduled(await schedule({ kind: "blog-post", documentId: post, action: "unpublish", runAt: inSeconds(3) }));
    expect(await finished(action.id)).toMatchObject({ action: "unpublish", state: "done", failure: null });
    expect(await livePosts("scheduled-launch-notes")).toEqual([]);
  });

  test("a scheduled unpublish of a page the main navigation links to is not carried out; the failure names the links", async () => {
    const contact = await documentIdOf(PAGE, "contact");
    const action = scheduled(await schedule({ kind: "page", documentId: contact, action: "unpublish", runAt: inSeconds(2) }));
    const done = await finished(action.id);
    expect([done.state, done.entryTitle]).toEqual(["failed", "Contact"]);
    // The guard's own message (cms/tests/edit-guards.test.ts has it in full); the pages with buttons to Contact
    // change with the seed, the navigations and the frame of the message do not.
    expect(done.failure).toMatch(
      /^Cannot unpublish the page "Contact": navigation "Footer navigation": the item "Contact" points at it; navigation "Main navigation": the item "Contact" points at it; .* Change those links first: the site build refuses a link to a page that is missing or not published\.$/,
    );
    const live = await request<{ data: Array<{ title: string }> }>(`${cms.url}/api/pages?${qs({ filters: { slug: { $eq: "contact" } } })}`, {
      token: cms.token,
    });
    expect(live.body.data.map((page) => page.title)).toEqual(["Contact"]);
  });
});

describe("editors cancel, and mistakes are refused with a readable 400", () => {
  let draft: string;

  beforeAll(async () => {
    const created = await cm.create(POST, { ...POST_FIELDS, title: "Scheduling rules", slug: "scheduling-rules" });
    draft = created.body.data?.documentId ?? "";
  });

  test("a time that has passed", async () => {
    refused(
      await schedule({ kind: "blog-post", documentId: draft, action: "publish", runAt: "2020-01-01T09:00:00.000Z" }),
      "Choose a time in the future: 2020-01-01 09:00 UTC has passed.",
    );
  });

  test("an unpublish at or before the scheduled publish, a second publish, and an unpublish of what is not published", async () => {
    const publish = scheduled(await schedule({ kind: "blog-post", documentId: draft, action: "publish", runAt: "2099-03-02T09:00:00.000Z" }));
    refused(
      await schedule({ kind: "blog-post", documentId: draft, action: "unpublish", runAt: "2099-03-01T17:30:00.000Z" }),
      'The unpublish (2099-03-01 17:30 UTC) must come after the scheduled publish of the blog post "Scheduling rules" (2099-03-02 09:00 UTC).',
    );
    refused(
      await schedule({ kind: "blog-post", documentId: draft, action: "publish", runAt: "2099-04-01T09:00:00.000Z" }),
      'A publish of the blog post "Scheduling rules" is already scheduled for 2099-03-02 09:00 UTC. Cancel it first.',
    );
    expect(await cancel(publish.id)).toMatchObject({ status: 200, body: { data: { state: "cancelled", cancelledBy: cms.editor?.email } } });
    refused(
      await schedule({ kind: "blog-post", documentId: draft, action: "unpublish", runAt: "2099-03-01T17:30:00.000Z" }),
      'The blog post "Scheduling rules" is not published and no publish is scheduled: there is nothing to unpublish.',
    );
  });

  test("a cancelled action stays cancelled and is never carried out", async () => {
    const action = scheduled(await schedule({ kind: "blog-post", documentId: draft, action: "publish", runAt: inSeconds(4) }));
    expect((await cancel(action.id)).status).toBe(200);
    refused(await cancel(action.id), "This scheduled publish is cancelled and can no longer be cancelled.");
    expect((await listed(`?${qs({ kind: "blog-post", documentId: draft })}`)).pending).toEqual([]);
    // A later action on another entry runs: once it is done, the ticks after the cancelled one's time have passed.
    const other = await documentIdOf(POST, "scheduled-launch-notes");
    const later = scheduled(await schedule({ kind: "blog-post", documentId: other, action: "publish", runAt: inSeconds(6) }));
    expect((await finished(later.id)).state).toBe("done");
    expect(await livePosts("scheduling-rules")).toEqual([]);
  });

  test("malformed requests and requests without an admin session", async () => {
    refused(
      await schedule({ kind: "configuration", documentId: draft, action: "publish", runAt: inSeconds(60) }),
      'Only pages and blog posts can be scheduled: kind must be "page" or "blog-post".',
    );
    refused(
      await schedule({ kind: "blog-post", documentId: draft, action: "publish", runAt: "next tuesday" }),
      "Say when: runAt must be a date and time such as 2026-12-01T09:00:00Z.",
    );
    expect((await schedule({ kind: "blog-post", documentId: "no-such-document", action: "publish", runAt: inSeconds(60) })).status).toBe(404);
    expect((await request(`${cms.url}/publishing/schedule`, { method: "POST", body: "{}" })).status).toBe(401);
    expect((await request(`${cms.url}/publishing/schedule`)).status).toBe(401);
  });
});
