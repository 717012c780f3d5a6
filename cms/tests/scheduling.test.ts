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
import { contentManager, type CmAnswer } from "./support/content-manager";
import { startFixturePublisher, type FixturePublisher } from "./support/fixture-publisher";
import { entryName } from "../src/plugins/publishing/admin/src/lib/schedule-types";

const PAGE = "api::page.page";
const POST = "api::blog-post.blog-post";
const EDITOR_EMAIL_PATTERN = /@/;
/** What a post needs to be published (its schema's required fields). */
const POST_FIELDS = { excerpt: "Out on Tuesday.", body: "The notes, in full.", published_on: "2026-11-24" };
/** The webhook goes to a stand-in publisher, so a test can read the trigger a scheduled run gives its events. */
const PUBLISHER_TOKEN = "scheduling-test-publisher-token-8d41c7";

interface Action {
  id: number;
  action: string;
  entryKind: string;
  entryDocumentId: string;
  entryLocale: string;
  entryTitle: string;
  runAt: string;
  state: string;
  scheduledBy: string | null;
  ranAt: string | null;
  failure: string | null;
  cancelledBy: string | null;
}
type ActionAnswer = Answer<{ data?: Action; error?: { status: number; name: string; message: string } }>;

const dir = mkdtempSync(join(tmpdir(), "cms-scheduling-test-"));
let cms: CmsHandle;
let jwt: string;
let cm: ReturnType<typeof contentManager>;
let publisher: FixturePublisher;

beforeAll(async () => {
  publisher = await startFixturePublisher(PUBLISHER_TOKEN);
  publisher.answers.set("POST /webhook", { status: 202, body: { queued: true } });
  cms = await startSparseCms(dir, {
    profile: "full",
    webhookUrl: publisher.webhookUrl,
    webhookToken: PUBLISHER_TOKEN,
    env: { SCHEDULE_TICK_SECONDS: "1" },
  });
  if (!cms.editor) throw new Error("the test CMS has no editor account");
  jwt = await adminLogin(cms.url, cms.editor.email, cms.editor.password);
  cm = contentManager(cms.url, jwt);
});

afterAll(async () => {
  await cms?.stop();
  await publisher?.close();
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

/**
 * The next whole minute at least 3 s ahead that is not a quarter hour (the admin's picker used to offer only those,
 * and read a typed "04:15" as midnight): up to a minute and a bit of waiting.
 */
const nextOffQuarterMinute = (): Date => {
  const at = new Date(Date.now() + 3_000);
  at.setUTCSeconds(0, 0);
  at.setUTCMinutes(at.getUTCMinutes() + 1);
  if (at.getUTCMinutes() % 15 === 0) at.setUTCMinutes(at.getUTCMinutes() + 1);
  return at;
};

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

describe("any minute can be scheduled", () => {
  test("a publish at a minute off the quarter hours is stored at that minute, and carried out in that minute, not before", async () => {
    const created = await cm.create(POST, { ...POST_FIELDS, title: "Off the quarter hour", slug: "off-the-quarter-hour" });
    expect(created.status).toBe(201);
    const at = nextOffQuarterMinute();
    const minute = at.toISOString().slice(0, 16);
    expect(at.toISOString()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(?!00|15|30|45)\d{2}:00\.000Z$/);

    const action = scheduled(await schedule({ kind: "blog-post", documentId: created.body.data?.documentId, action: "publish", runAt: at.toISOString() }));
    expect(action.runAt).toBe(`${minute}:00.000Z`);
    expect((await listed()).pending.find((one) => one.id === action.id)?.runAt).toBe(`${minute}:00.000Z`);
    expect(await livePosts("off-the-quarter-hour")).toEqual([]);

    const done = await finished(action.id);
    expect([done.state, done.failure, done.runAt, done.ranAt?.slice(0, 16)]).toEqual(["done", null, `${minute}:00.000Z`, minute]);
    expect(await livePosts("off-the-quarter-hour")).toEqual(["Off the quarter hour"]);
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

describe("each translation is scheduled on its own", () => {
  const pages = `/content-manager/collection-types/${PAGE}`;
  /** The content manager's calls in one locale, as the admin sends them when its locale switcher says so. */
  const admin = (method: string, path: string, locale: string, body: unknown): Promise<CmAnswer> =>
    request(`${cms.url}${pages}${path}?${qs({ locale })}`, { method, token: jwt, body: JSON.stringify(body) });
  /** The page's published titles in one locale, as the site build reads them. */
  const livePages = async (documentId: string, locale: string): Promise<string[]> => {
    const answer = await request<{ data: Array<{ title: string }> }>(`${cms.url}/api/pages?${qs({ locale, filters: { documentId: { $eq: documentId } } })}`, {
      token: cms.token,
    });
    expect(answer.status).toBe(200);
    return answer.body.data.map((page) => page.title);
  };
  const webhookEvents = () =>
    publisher.seen
      .filter((seen) => seen.method === "POST" && seen.path === "/webhook")
      .map((seen) => JSON.parse(seen.body) as { event: string; trigger?: string; entry?: { locale?: string } });
  /** A content-manager save or publish that went through; the document's id. */
  const saved = (answer: CmAnswer): string => {
    expect([answer.status < 300, answer.body.error]).toEqual([true, undefined]);
    return answer.body.data?.documentId ?? "";
  };
  let studio: string;

  beforeAll(async () => {
    // English: published as "Scheduled studio", with a later draft change that is not published.
    studio = saved(await admin("POST", "/actions/publish", "en", { title: "Scheduled studio", slug: "scheduled-studio" }));
    saved(await admin("PUT", `/${studio}`, "en", { title: "Scheduled studio, redrafted", slug: "scheduled-studio" }));
    // French: a draft only.
    saved(await admin("PUT", `/${studio}`, "fr", { title: "Studio programmé", slug: "studio-programme" }));
  });

  test("a publish scheduled on the French version publishes the French version only, at its time, and the trigger names it", async () => {
    expect([await livePages(studio, "fr"), await livePages(studio, "en")]).toEqual([[], ["Scheduled studio"]]);
    const action = scheduled(await schedule({ kind: "page", documentId: studio, locale: "fr", action: "publish", runAt: inSeconds(3) }));
    expect(action).toMatchObject({ action: "publish", entryLocale: "fr", entryTitle: "Studio programmé", state: "pending" });

    expect(await finished(action.id)).toMatchObject({ state: "done", failure: null, entryLocale: "fr", entryTitle: "Studio programmé" });
    expect(await livePages(studio, "fr")).toEqual(["Studio programmé"]);
    // The English version is as it was: its published title, and its draft change still unpublished.
    expect(await livePages(studio, "en")).toEqual(["Scheduled studio"]);
    const [englishDraft] = await cm.findDrafts(PAGE, "slug", "scheduled-studio");
    expect(englishDraft).toMatchObject({ title: "Scheduled studio, redrafted" });

    await waitUntil(
      "the scheduled publish's webhook",
      async () => webhookEvents().some((event) => event.event === "entry.publish" && event.entry?.locale === "fr") || "not received",
      {
        timeoutMs: 10_000,
        initialDelayMs: 50,
        maxDelayMs: 200,
      },
    );
    expect(webhookEvents().find((event) => event.event === "entry.publish" && event.entry?.locale === "fr")?.trigger).toBe(
      `scheduled publish of the French version of the page "Studio programmé" (set by ${cms.editor?.email})`,
    );
  });

  test("the listing names the French version: its locale and French title, listed for the French version and not the English one", async () => {
    const action = scheduled(await schedule({ kind: "page", documentId: studio, locale: "fr", action: "unpublish", runAt: "2099-05-01T09:00:00.000Z" }));
    try {
      const all = (await listed()).pending.find((one) => one.id === action.id);
      expect(all).toMatchObject({ entryKind: "page", entryLocale: "fr", entryTitle: "Studio programmé" });
      // The Publishing page's Scheduled section names it from those two fields.
      expect(entryName({ entryKind: "page", entryLocale: all?.entryLocale ?? "", entryTitle: all?.entryTitle ?? null })).toBe(
        "the French version of the page “Studio programmé”",
      );
      expect((await listed(`?${qs({ kind: "page", documentId: studio, locale: "fr" })}`)).pending.map((one) => one.id)).toEqual([action.id]);
      expect((await listed(`?${qs({ kind: "page", documentId: studio, locale: "en" })}`)).pending).toEqual([]);
      expect((await listed(`?${qs({ kind: "page", documentId: studio })}`)).pending).toEqual([]);
    } finally {
      await cancel(action.id);
    }
  });

  test("the checks are per translation: a pending French publish neither blocks an English one nor allows an English unpublish", async () => {
    const french = scheduled(await schedule({ kind: "page", documentId: studio, locale: "fr", action: "publish", runAt: "2099-06-01T09:00:00.000Z" }));
    try {
      refused(
        await schedule({ kind: "page", documentId: studio, locale: "fr", action: "publish", runAt: "2099-06-02T09:00:00.000Z" }),
        'A publish of the French version of the page "Studio programmé" is already scheduled for 2099-06-01 09:00 UTC. Cancel it first.',
      );
      refused(
        await schedule({ kind: "page", documentId: studio, locale: "fr", action: "unpublish", runAt: "2099-05-31T09:00:00.000Z" }),
        'The unpublish (2099-05-31 09:00 UTC) must come after the scheduled publish of the French version of the page "Studio programmé" (2099-06-01 09:00 UTC).',
      );
      // English has no publish scheduled; it is published, so an unpublish before the French publish's time is fine.
      const english = scheduled(await schedule({ kind: "page", documentId: studio, locale: "en", action: "unpublish", runAt: "2099-05-31T09:00:00.000Z" }));
      expect(english).toMatchObject({ entryLocale: "en", entryTitle: "Scheduled studio, redrafted" });
      await cancel(english.id);
    } finally {
      await cancel(french.id);
    }
  });

  test("an unknown locale is refused with the site's languages; a translation the entry does not have is not found", async () => {
    refused(
      await schedule({ kind: "page", documentId: studio, locale: "de", action: "publish", runAt: inSeconds(60) }),
      'The site has no language "de": locale must be one of "en" (English), "fr" (French).',
    );
    const answer = await request<{ error?: { status: number; message: string } }>(
      `${cms.url}/publishing/schedule?${qs({ kind: "page", documentId: studio, locale: "de" })}`,
      {
        token: jwt,
      },
    );
    expect([answer.status, answer.body.error?.message]).toEqual([400, 'The site has no language "de": locale must be one of "en" (English), "fr" (French).']);

    const englishOnly = saved(await admin("POST", "", "en", { title: "English only, scheduled", slug: "english-only-scheduled" }));
    const missing = await schedule({ kind: "page", documentId: englishOnly, locale: "fr", action: "publish", runAt: inSeconds(60) });
    expect([missing.status, missing.body.error?.message]).toEqual([404, `No French page has the documentId "${englishOnly}".`]);
  });
});
