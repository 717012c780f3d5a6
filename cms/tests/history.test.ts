/**
 * Content history (docs/history.md) against a real Strapi with the sparse seed and no publisher: every publish and
 * unpublish through the content manager and through the REST API is a version with who made it; a restore puts a
 * version into the draft and publishes nothing; a version whose file was deleted restores the rest and says so;
 * the Editor reads and restores, only the super admin purges, and the public API has none of it. Versions are
 * written just after the publish answers (on the event hub), so each test waits for their count.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { waitUntil } from "@agency/shared/wait-for-health";
import { startSparseCms } from "./support/sparse-cms";
import { adminLogin, qs, request, type Answer, type Json } from "./support/api";
import { contentManager, uploadImage } from "./support/content-manager";

const POST = "api::blog-post.blog-post";
const POST_FIELDS = { excerpt: "What we learned.", published_on: "2026-11-20" };
const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"));

interface Summary {
  id: number;
  action: string;
  title: string | null;
  recordedBy: string;
  via: string;
  locale: string;
  publishedVersion: string | null;
  live: unknown;
}
interface Field {
  field: string;
  changed: boolean;
  version: string;
  draft: string;
  parts?: Array<{ value: string; added?: boolean; removed?: boolean }>;
  media?: { version: Array<{ name: string; missing: boolean }>; draft: Array<{ name: string; missing: boolean }> };
}
type Data<T> = Answer<{ data: T; error?: { status: number; name: string; message: string } }>;

const dir = mkdtempSync(join(tmpdir(), "cms-history-test-"));
let cms: CmsHandle;
let editorJwt: string;
let adminJwt: string;
let cm: ReturnType<typeof contentManager>;

const call = <T>(method: string, path: string, jwt: string | undefined, body?: unknown): Promise<Data<T>> =>
  request(`${cms.url}${path}`, { method, ...(jwt ? { token: jwt } : {}), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

const history = async (documentId: string, jwt = editorJwt, locale = "en") =>
  (
    await call<{ versions: Summary[]; releasesKnown: boolean; canPurge: boolean; maxPerEntry: number | null }>(
      "GET",
      `/publishing/history/blog-post/${documentId}?locale=${locale}`,
      jwt,
    )
  ).body.data;

/** Waits until the translation has `count` versions (they are written just after the publish answers). */
async function versionsOnceThere(documentId: string, count: number): Promise<Summary[]> {
  let versions: Summary[] = [];
  await waitUntil(
    `${count} versions of ${documentId}`,
    async () => {
      versions = (await history(documentId)).versions;
      return versions.length === count || `${versions.length} versions`;
    },
    { timeoutMs: 15_000, maxDelayMs: 250 },
  );
  return versions;
}

async function newPost(title: string, slug: string, extra: Json = {}): Promise<string> {
  const created = await cm.create(POST, { title, slug, body: `${title}: the first words.`, ...POST_FIELDS, ...extra });
  if (created.status !== 200 && created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return (created.body.data as { documentId: string }).documentId;
}

const published = async (documentId: string) =>
  (await request<{ data: Json | null }>(`${cms.url}/api/blog-posts/${documentId}?${qs({ status: "published" })}`, { token: cms.token })).body.data;
/** The draft as the edit view loads it (the site's token reads published content only). */
const draft = async (documentId: string) =>
  (await request<{ data: Json | null }>(`${cms.url}/content-manager/collection-types/${POST}/${documentId}`, { token: editorJwt })).body.data;

beforeAll(async () => {
  cms = await startSparseCms(dir, { env: { PUBLISHER_WEBHOOK_URL: "", HISTORY_MAX_VERSIONS_PER_ENTRY: "4" } });
  if (!cms.editor) throw new Error("the test CMS has no editor account");
  editorJwt = await adminLogin(cms.url, cms.editor.email, cms.editor.password);
  adminJwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
  cm = contentManager(cms.url, editorJwt);
});

afterAll(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("versions", () => {
  let documentId: string;

  test("three publishes in the content manager make three versions, newest first, each with its title and the Editor's name", async () => {
    documentId = await newPost("History: first words", "history-three-publishes");
    expect((await cm.publish(POST, documentId, {})).status).toBe(200);
    expect((await cm.publish(POST, documentId, { title: "History: second words", body: "The second body, rewritten." })).status).toBe(200);
    expect((await cm.publish(POST, documentId, { title: "History: third words", body: "The third body, final." })).status).toBe(200);

    const versions = await versionsOnceThere(documentId, 3);
    expect(versions.map((version) => [version.action, version.title, version.recordedBy, version.via, version.locale])).toEqual([
      ["publish", "History: third words", "Site Editor (editor@agency.local)", "admin", "en"],
      ["publish", "History: second words", "Site Editor (editor@agency.local)", "admin", "en"],
      ["publish", "History: first words", "Site Editor (editor@agency.local)", "admin", "en"],
    ]);
    // No publisher runs beside this CMS: no release is known, and nothing says a version was live.
    expect((await history(documentId)).releasesKnown).toBe(false);
    expect(versions.map((version) => version.live)).toEqual([null, null, null]);
  });

  test("the oldest version beside the draft: the changed title and body are marked word by word, unchanged fields are not", async () => {
    const [, , oldest] = (await history(documentId)).versions;
    const detail = (await call<{ fields: Field[]; restorable: boolean }>("GET", `/publishing/history/versions/${oldest.id}`, editorJwt)).body.data;
    const field = (name: string) => detail.fields.find((candidate) => candidate.field === name);
    expect(detail.restorable).toBe(true);
    expect(field("title")).toMatchObject({ changed: true, version: "History: first words", draft: "History: third words" });
    expect(field("title")?.parts).toEqual([{ value: "History: " }, { value: "third", removed: true }, { value: "first", added: true }, { value: " words" }]);
    expect(field("body")).toMatchObject({ changed: true, version: "History: first words: the first words.", draft: "The third body, final." });
    expect(field("excerpt")).toMatchObject({ changed: false, version: "What we learned.", draft: "What we learned." });
    expect(field("excerpt")?.parts).toBeUndefined();
  });

  test("restoring the first version puts it into the draft and publishes nothing", async () => {
    const [newest, , oldest] = (await history(documentId)).versions;
    const answer = await call<{ restored: boolean; skipped: string[]; message: string }>(
      "POST",
      `/publishing/history/versions/${oldest.id}/restore`,
      editorJwt,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.skipped).toEqual([]);
    expect(answer.body.data.message).toMatch(/^The version of .+ UTC is now the draft\. Nothing is published until you publish it\.$/);

    expect(await draft(documentId)).toMatchObject({ title: "History: first words", body: "History: first words: the first words." });
    expect(await published(documentId)).toMatchObject({ title: "History: third words", body: "The third body, final." });
    // A restore is a draft edit, not a publish: still three versions, the newest unchanged.
    const after = (await history(documentId)).versions;
    expect(after.map((version) => version.id)).toEqual([newest.id, after[1].id, oldest.id]);
    expect(after).toHaveLength(3);
  });

  test("unpublishing is a version too, holding what left the site", async () => {
    expect((await cm.unpublish(POST, documentId)).status).toBe(200);
    const [unpublished] = await versionsOnceThere(documentId, 4);
    expect([unpublished.action, unpublished.title, unpublished.publishedVersion]).toEqual(["unpublish", "History: third words", null]);
  });

  test("the retention rule keeps the newest four versions of a translation (HISTORY_MAX_VERSIONS_PER_ENTRY=4)", async () => {
    expect((await cm.publish(POST, documentId, { title: "History: fifth words" })).status).toBe(200);
    let versions: Summary[] = [];
    await waitUntil(
      "the fifth version",
      async () => {
        versions = (await history(documentId)).versions;
        return versions[0]?.title === "History: fifth words" || `the newest is ${versions[0]?.title}`;
      },
      { timeoutMs: 15_000, maxDelayMs: 250 },
    );
    expect(versions.map((version) => version.title)).toEqual(["History: fifth words", "History: third words", "History: third words", "History: second words"]);
    expect((await history(documentId)).maxPerEntry).toBe(4);
  });
});

describe("through the API", () => {
  test("a publish through the REST API with an API token is recorded with the token's name", async () => {
    const token = await call<{ accessKey: string }>("POST", "/admin/api-tokens", adminJwt, {
      name: "History importer",
      description: "Publishes posts from the old site.",
      type: "full-access",
      lifespan: null,
    });
    expect(token.status).toBe(201);
    const created = await request<{ data: { documentId: string } }>(`${cms.url}/api/blog-posts?status=published`, {
      method: "POST",
      token: token.body.data.accessKey,
      body: JSON.stringify({ data: { title: "History: imported", slug: "history-imported", body: "Imported words.", ...POST_FIELDS } }),
    });
    expect(created.status).toBe(201);
    const [version] = await versionsOnceThere(created.body.data.documentId, 1);
    expect([version.action, version.title, version.recordedBy, version.via]).toEqual(["publish", "History: imported", "API token “History importer”", "api"]);
  });
});

describe("navigations", () => {
  test("a navigation save that changes the English tree is an English version; its history can be read and compared, not restored", async () => {
    type Item = { title: string; items?: Item[]; updated?: boolean; [key: string]: unknown };
    type Navigation = { documentId: string; slug: string; locale: string; name: string; items: Item[] };
    const navigations = (await request<Navigation[]>(`${cms.url}/navigation/`, { token: editorJwt })).body;
    const main = navigations.find((navigation) => navigation.slug === "main-navigation" && navigation.locale === "en");
    if (!main) throw new Error("the sparse seed has no English main navigation");
    const navigationHistory = async () =>
      (await call<{ versions: Summary[] }>("GET", `/publishing/history/navigation/${main.documentId}?locale=en`, editorJwt)).body.data.versions;
    const before = await navigationHistory();
    expect(before.map((version) => version.title)).toContain("Main navigation");

    const [first, ...rest] = main.items;
    const saved = await request(`${cms.url}/navigation/${main.documentId}`, {
      method: "PUT",
      token: editorJwt,
      body: JSON.stringify({ ...main, items: [{ ...first, title: "Renamed in the history test", updated: true }, ...rest] }),
    });
    expect(saved.status).toBe(200);
    let after: Summary[] = [];
    await waitUntil(
      "the navigation's new version",
      async () => {
        after = await navigationHistory();
        return after.length === before.length + 1 || `${after.length} versions`;
      },
      { timeoutMs: 15_000, maxDelayMs: 250 },
    );
    expect([after[0].action, after[0].title, after[0].recordedBy]).toEqual(["publish", "Main navigation", "Site Editor (editor@agency.local)"]);
    // The French tree did not change: no French version for this save.
    const french = (await call<{ versions: Summary[] }>("GET", `/publishing/history/navigation/${main.documentId}?locale=fr`, editorJwt)).body.data.versions;
    expect(french.every((version) => new Date(version.recordedAt) < new Date(after[0].recordedAt))).toBe(true);

    const previous = (await call<{ fields: Field[]; restorable: boolean }>("GET", `/publishing/history/versions/${after[1].id}`, editorJwt)).body.data;
    const items = previous.fields.find((field) => field.field === "items");
    expect(items?.changed).toBe(true);
    expect(items?.draft).toContain("Renamed in the history test");
    expect(items?.version).toContain(`${first.title} → `);
    expect(previous.restorable).toBe(false);
    const restore = await call("POST", `/publishing/history/versions/${after[1].id}/restore`, editorJwt);
    expect([restore.status, restore.body.error?.message]).toEqual([
      409,
      "A navigation has no draft: its history can be read, and its items set again in the Navigation editor.",
    ]);
  });
});

describe("a version whose file was deleted", () => {
  test("restores everything else and says which file is gone", async () => {
    const first = await uploadImage(cms.url, editorJwt, { name: "history-first-cover.png", bytes: PNG, alternativeText: "The first cover" });
    const second = await uploadImage(cms.url, editorJwt, { name: "history-second-cover.png", bytes: PNG, alternativeText: "The second cover" });
    const documentId = await newPost("History: with a cover", "history-with-a-cover", { cover: first });
    expect((await cm.publish(POST, documentId, {})).status).toBe(200);
    expect((await cm.publish(POST, documentId, { title: "History: another cover", cover: second })).status).toBe(200);
    const [, withFirst] = await versionsOnceThere(documentId, 2);

    // Nothing uses the first file any more, so the Media Library lets it go.
    expect((await call("DELETE", `/upload/files/${first}`, editorJwt)).status).toBe(200);

    const detail = (await call<{ fields: Field[]; missingMedia: Array<{ name: string }> }>("GET", `/publishing/history/versions/${withFirst.id}`, editorJwt))
      .body.data;
    expect(detail.fields.find((field) => field.field === "cover")?.media).toEqual({
      version: [expect.objectContaining({ name: "history-first-cover.png", missing: true })],
      draft: [expect.objectContaining({ name: "history-second-cover.png", missing: false })],
    });
    expect(detail.missingMedia.map((file) => file.name)).toEqual(["history-first-cover.png"]);

    const answer = await call<{ skipped: string[]; message: string }>("POST", `/publishing/history/versions/${withFirst.id}/restore`, editorJwt);
    expect(answer.status).toBe(200);
    expect(answer.body.data.skipped).toEqual([
      "The file “history-first-cover.png” (Cover) was deleted from the Media Library, so the draft has no file there.",
    ]);
    expect(answer.body.data.message).toMatch(/ One thing could not be restored: see below\.$/);
    expect(await draft(documentId)).toMatchObject({ title: "History: with a cover", cover: null });
  });
});

describe("who may", () => {
  test("the public API has no history: neither the content type nor the admin routes answer without a session", async () => {
    for (const path of ["/api/entry-versions", "/api/publishing/entry-versions", "/api/history"])
      expect([path, (await request(`${cms.url}${path}`)).status]).toEqual([path, 404]);
    const someVersion = (await call<{ versions: Summary[] }>("GET", `/publishing/history/blog-post/unknown-document`, editorJwt)).body.data;
    expect(someVersion.versions).toEqual([]);
    for (const path of ["/publishing/history/blog-post/anything", "/publishing/history/versions/1"])
      expect([path, (await call("GET", path, undefined)).status]).toEqual([path, 401]);
    expect((await call("POST", "/publishing/history/versions/1/restore", undefined)).status).toBe(401);
  });

  test("the Editor may not purge a history; the super admin may, and it is then empty", async () => {
    const documentId = await newPost("History: to purge", "history-to-purge");
    expect((await cm.publish(POST, documentId, {})).status).toBe(200);
    await versionsOnceThere(documentId, 1);
    expect((await history(documentId)).canPurge).toBe(false);
    expect((await history(documentId, adminJwt)).canPurge).toBe(true);

    const refused = await call("DELETE", `/publishing/history/blog-post/${documentId}`, editorJwt);
    expect(refused.status).toBe(403);
    expect((await history(documentId)).versions).toHaveLength(1);

    const purged = await call<{ purged: number }>("DELETE", `/publishing/history/blog-post/${documentId}`, adminJwt);
    expect(purged.body.data).toEqual({ purged: 1 });
    expect((await history(documentId)).versions).toEqual([]);
    // The entry itself is untouched.
    expect(await published(documentId)).toMatchObject({ title: "History: to purge" });
  });

  test("an unknown kind or locale is refused with a sentence", async () => {
    const kind = await call("GET", "/publishing/history/enquiry/abc", editorJwt);
    expect(kind.status).toBe(400);
    expect(kind.body.error?.message).toBe(
      'There is no history of "enquiry": pages, blog posts, categories, tags, authors, the site settings and navigations have one.',
    );
    const locale = await call("GET", "/publishing/history/blog-post/abc?locale=xx", editorJwt);
    expect([locale.status, locale.body.error?.message]).toEqual([400, "The locale is not one of the site's languages."]);
    const version = await call("GET", "/publishing/history/versions/999999", editorJwt);
    expect([version.status, version.body.error?.message]).toEqual([
      404,
      "This version is not in the history any more (it was purged, or dropped by the retention rule).",
    ]);
  });
});
