/**
 * The content manager's slug check agrees with the save (src/guards/slug-availability.ts): a page's slug is free when
 * no page of its locale has it under the same parent and the site does not own the path; and the search preview's
 * address is the page's whole path (GET /site-paths/pages/:documentId). A real Strapi with the full seed, asked as the
 * admin panel asks (the page's id and the parent change come from src/admin/page-parent.ts). Expected values literal.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { startFullCms } from "./support/sparse-cms";
import { adminLogin, request } from "./support/api";
import { contentManager } from "./support/content-manager";

const PAGE = "api::page.page";
const POST = "api::blog-post.blog-post";

const dir = mkdtempSync(join(tmpdir(), "cms-slug-check-test-"));
let cms: CmsHandle;
let jwt: string;
let cm: ReturnType<typeof contentManager>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  cms = await startFullCms(dir);
  jwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
  cm = contentManager(cms.url, jwt);
  for (const slug of ["about", "team", "services", "digital", "email-marketing"]) {
    const [page] = await cm.findDrafts(PAGE, "slug", slug);
    ids[slug] = (page as { documentId: string }).documentId;
  }
});

afterAll(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const check = async (body: Record<string, unknown>, locale = "en") => {
  const answer = await request<{ isAvailable: boolean; suggestion: string | null }>(`${cms.url}/content-manager/uid/check-availability?locale=${locale}`, {
    method: "POST",
    token: jwt,
    body: JSON.stringify({ field: "slug", ...body }),
  });
  expect(answer.status).toBe(200);
  return answer.body;
};
const id = (slug: string): string => ids[slug] ?? "";

describe("the slug check answers by the page's parent, as the save does", () => {
  test('"team" under Services is available; under About it is taken, with a free suggestion', async () => {
    expect(await check({ contentTypeUID: PAGE, value: "team", parent: id("services") })).toEqual({ isAvailable: true, suggestion: null });
    expect(await check({ contentTypeUID: PAGE, value: "team", parent: id("about") })).toEqual({ isAvailable: false, suggestion: "team-1" });
  });

  test("a new page without a parent is checked at the top level, where the site's own paths are taken", async () => {
    expect(await check({ contentTypeUID: PAGE, value: "team" })).toEqual({ isAvailable: true, suggestion: null });
    expect(await check({ contentTypeUID: PAGE, value: "about" })).toEqual({ isAvailable: false, suggestion: "about-1" });
    expect(await check({ contentTypeUID: PAGE, value: "blog", parent: null })).toEqual({ isAvailable: false, suggestion: "blog-1" });
  });

  test("an existing page is checked under its saved parent, and never clashes with itself", async () => {
    expect(await check({ contentTypeUID: PAGE, value: "team", documentId: id("team") })).toEqual({ isAvailable: true, suggestion: null });
    expect(await check({ contentTypeUID: PAGE, value: "seo", documentId: id("email-marketing") })).toEqual({ isAvailable: false, suggestion: "seo-1" });
    // The parent changed in the form wins over the saved one.
    expect(await check({ contentTypeUID: PAGE, value: "seo", documentId: id("email-marketing"), parent: id("about") })).toEqual({
      isAvailable: true,
      suggestion: null,
    });
  });

  test("a post's slug keeps Strapi's answer (posts share one path, /blog/<slug>/)", async () => {
    expect(await check({ contentTypeUID: POST, value: "how-to-brief-an-agency" })).toEqual({ isAvailable: false, suggestion: "how-to-brief-an-agency-1" });
  });

  test('what the check calls available saves: a page "team" under Services', async () => {
    const saved = await cm.create(PAGE, { title: "Our service team", slug: "team", parent: { connect: [{ documentId: id("services") }] }, content: [] });
    expect([saved.status, saved.body.error]).toEqual([201, undefined]);
  });
});

describe("the search preview's address: the page's parents' slugs", () => {
  const parents = async (documentId: string, query: string) =>
    (await request<{ data: { parentSlugs: string[] } }>(`${cms.url}/site-paths/pages/${documentId}?${query}`, { token: jwt })).body.data.parentSlugs;

  test("a saved page: its saved parents, top first", async () => {
    expect(await parents(id("email-marketing"), "locale=en")).toEqual(["services", "digital"]);
    expect(await parents(id("services"), "locale=en")).toEqual([]);
  });

  test("the parent chosen in the form wins; a new page has the chosen parent's", async () => {
    expect(await parents(id("email-marketing"), `locale=en&parent=${id("about")}`)).toEqual(["about"]);
    expect(await parents(id("email-marketing"), "locale=en&parent=")).toEqual([]);
    expect(await parents("create", `locale=en&parent=${id("digital")}`)).toEqual(["services", "digital"]);
  });

  test("only for a signed-in admin", async () => {
    expect((await request(`${cms.url}/site-paths/pages/${id("email-marketing")}?locale=en`)).status).toBe(401);
  });
});
