/**
 * Redirects (docs/redirects.md) against a real Strapi seeded with the full profile: the ones the
 * CMS records when published content moves, and the ones an editor adds in the admin. Every edit goes through the
 * content manager as the admin panel sends it (as the Editor account where editors act), and every stored redirect
 * and every refusal is checked by its literal paths and message.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { startFullCms } from "./support/sparse-cms";
import { adminLogin, request } from "./support/api";
import { contentManager, type CmAnswer } from "./support/content-manager";

const PAGE = "api::page.page";
const POST = "api::blog-post.blog-post";
const REDIRECT = "api::redirect.redirect";

const dir = mkdtempSync(join(tmpdir(), "cms-redirects-test-"));
let cms: CmsHandle;
let cm: ReturnType<typeof contentManager>;

beforeAll(async () => {
  cms = await startFullCms(dir);
  if (!cms.editor) throw new Error("the test CMS has no editor account");
  cm = contentManager(cms.url, await adminLogin(cms.url, cms.editor.email, cms.editor.password));
});

afterAll(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ok = (answer: CmAnswer, status = 200): string => {
  expect([answer.status, answer.body.error]).toEqual([status, undefined]);
  return answer.body.data?.documentId ?? "";
};

const refused = (answer: CmAnswer, name: string, message: string): void => {
  expect(answer.body.error).toMatchObject({ status: 400, name, message });
  expect(answer.status).toBe(400);
};

const documentIdOf = async (model: string, slug: string): Promise<string> => {
  const [found] = await cm.findDrafts(model, "slug", slug);
  return (found as { documentId: string }).documentId;
};

/** What the site build reads: GET /api/redirects with the site token. */
const siteRedirects = async (): Promise<Array<{ from: string; to: string; reason: string; permanent: boolean }>> => {
  const answer = await request<{ data: Array<{ from: string; to: string; reason: string; permanent: boolean }> }>(
    `${cms.url}/api/redirects?sort=from:asc&pagination[pageSize]=100`,
    { token: cms.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.data.map(({ from, to, reason, permanent }) => ({ from, to, reason, permanent }));
};

const automatic = (from: string, to: string) => ({ from, to, reason: "automatic", permanent: true });
const byEditor = (from: string, to: string) => ({ from, to, reason: "editor", permanent: true });

describe("published content that moves leaves redirects behind", () => {
  test("a post's slug renamed twice: the first old path goes straight to the newest (A → B, then B → C gives A → C)", async () => {
    const post = await documentIdOf(POST, "paid-social-on-a-small-budget");
    ok(await cm.publish(POST, post, { slug: "paid-social-small-budget" }));
    expect(await siteRedirects()).toEqual([automatic("/blog/paid-social-on-a-small-budget/", "/blog/paid-social-small-budget/")]);

    ok(await cm.publish(POST, post, { slug: "paid-social-for-small-budgets" }));
    expect(await siteRedirects()).toEqual([
      automatic("/blog/paid-social-on-a-small-budget/", "/blog/paid-social-for-small-budgets/"),
      automatic("/blog/paid-social-small-budget/", "/blog/paid-social-for-small-budgets/"),
    ]);
  });

  test("a draft save changes nothing live, so it records nothing", async () => {
    const post = await documentIdOf(POST, "local-seo-for-service-businesses");
    ok(await cm.update(POST, post, { slug: "local-seo-checklist" }));
    expect((await siteRedirects()).filter((row) => row.from.includes("local-seo"))).toEqual([]);
    ok(await cm.update(POST, post, { slug: "local-seo-for-service-businesses" }));
  });

  test("a page with children moved under another parent: the page and all its children redirect to their new paths", async () => {
    const digital = await documentIdOf(PAGE, "digital");
    const about = await documentIdOf(PAGE, "about");
    ok(await cm.publish(PAGE, digital, { parent: { connect: [{ documentId: about }] } }));
    expect((await siteRedirects()).filter((row) => row.from.startsWith("/services/"))).toEqual([
      automatic("/services/digital/", "/about/digital/"),
      automatic("/services/digital/content-marketing/", "/about/digital/content-marketing/"),
      automatic("/services/digital/email-marketing/", "/about/digital/email-marketing/"),
      automatic("/services/digital/measurement/", "/about/digital/measurement/"),
      automatic("/services/digital/paid-social/", "/about/digital/paid-social/"),
      automatic("/services/digital/seo/", "/about/digital/seo/"),
    ]);
  });

  test("a parent's slug renamed: every page below it redirects too, and older redirects follow", async () => {
    const about = await documentIdOf(PAGE, "about");
    ok(await cm.publish(PAGE, about, { slug: "about-us" }));
    expect((await siteRedirects()).filter((row) => !row.from.startsWith("/blog/"))).toEqual([
      automatic("/about/", "/about-us/"),
      automatic("/about/digital/", "/about-us/digital/"),
      automatic("/about/digital/content-marketing/", "/about-us/digital/content-marketing/"),
      automatic("/about/digital/email-marketing/", "/about-us/digital/email-marketing/"),
      automatic("/about/digital/measurement/", "/about-us/digital/measurement/"),
      automatic("/about/digital/paid-social/", "/about-us/digital/paid-social/"),
      automatic("/about/digital/seo/", "/about-us/digital/seo/"),
      automatic("/about/team/", "/about-us/team/"),
      automatic("/services/digital/", "/about-us/digital/"),
      automatic("/services/digital/content-marketing/", "/about-us/digital/content-marketing/"),
      automatic("/services/digital/email-marketing/", "/about-us/digital/email-marketing/"),
      automatic("/services/digital/measurement/", "/about-us/digital/measurement/"),
      automatic("/services/digital/paid-social/", "/about-us/digital/paid-social/"),
      automatic("/services/digital/seo/", "/about-us/digital/seo/"),
    ]);
  });

  test("a slug renamed back: the path is live again, so nothing redirects away from it", async () => {
    const brand = await documentIdOf(PAGE, "brand");
    ok(await cm.publish(PAGE, brand, { slug: "branding" }));
    ok(await cm.publish(PAGE, brand, { slug: "brand" }));
    expect((await siteRedirects()).filter((row) => row.from.startsWith("/services/brand"))).toEqual([automatic("/services/branding/", "/services/brand/")]);
  });
});

describe("redirects editors add and remove", () => {
  test("an old campaign path to a service page: saved in the site's form, as the editor's", async () => {
    const id = ok(await cm.create(REDIRECT, { from: " /spring-campaign", to: "/services" }), 201);
    expect((await siteRedirects()).filter((row) => row.reason === "editor")).toEqual([byEditor("/spring-campaign/", "/services/")]);
    ok(await cm.remove(REDIRECT, id));
    expect((await siteRedirects()).filter((row) => row.reason === "editor")).toEqual([]);
  });

  test("a redirect away from a path a live page holds is refused, naming both", async () => {
    refused(
      await cm.create(REDIRECT, { from: "/contact/", to: "/services/" }),
      "ValidationError",
      'Cannot save the redirect /contact/ → /services/: page "Contact" is live at /contact/. Only a path no page or post has can be redirected.',
    );
  });

  test("a redirect to a site path where nothing is published is refused", async () => {
    refused(
      await cm.create(REDIRECT, { from: "/old-offer/", to: "/no-such-page/" }),
      "ValidationError",
      "Cannot save the redirect /old-offer/ → /no-such-page/: no published page or post is at /no-such-page/. Publish it first, or choose another target.",
    );
  });

  test("paths that are not site paths are refused with what to write instead", async () => {
    refused(
      await cm.create(REDIRECT, { from: "spring campaign", to: "/services/" }),
      "ValidationError",
      '"From" must be a path of this site starting with "/", such as /old-campaign/ (no ?query, #anchor, spaces or dots), not "spring campaign".',
    );
    refused(
      await cm.create(REDIRECT, { from: "/spring/", to: "javascript:alert(1)" }),
      "ValidationError",
      '"To" must be a path of this site starting with "/" (such as /services/) or an address starting with https://, not "javascript:alert(1)".',
    );
  });

  test("a loop is refused, naming both redirects; a chain through a path nothing holds any more is stored as one hop", async () => {
    const post = ok(
      await cm.createPublished(POST, { title: "Spring offer", slug: "spring-offer", excerpt: "Offer.", body: "Offer.", published_on: "2026-03-01" }),
    );
    ok(await cm.create(REDIRECT, { from: "/offer/", to: "/blog/spring-offer/" }), 201);
    ok(await cm.unpublish(POST, post));

    refused(
      await cm.create(REDIRECT, { from: "/blog/spring-offer/", to: "/offer/" }),
      "ValidationError",
      "Cannot save the redirect /blog/spring-offer/ → /offer/: it and the redirect /offer/ → /blog/spring-offer/ would send visitors round in a loop.",
    );
    refused(
      await cm.create(REDIRECT, { from: "/self/", to: "/self" }),
      "ValidationError",
      "Cannot save the redirect /self/ → /self/: it would lead to itself.",
    );

    ok(await cm.create(REDIRECT, { from: "/blog/spring-offer/", to: "/contact/" }), 201);
    expect((await siteRedirects()).filter((row) => row.reason === "editor")).toEqual([
      byEditor("/blog/spring-offer/", "/contact/"),
      byEditor("/offer/", "/contact/"),
    ]);
  });

  test("a page a redirect leads to cannot be unpublished, like a page a navigation links", async () => {
    const landing = ok(await cm.createPublished(PAGE, { title: "Landing", slug: "landing", content: [] }));
    ok(await cm.create(REDIRECT, { from: "/promo/", to: "/landing/" }), 201);
    refused(
      await cm.unpublish(PAGE, landing),
      "ApplicationError",
      'Cannot unpublish the page "Landing": the redirect /promo/ → /landing/ points at it. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    );
  });

  test("a page published at a redirected path takes it over: the redirect goes", async () => {
    ok(await cm.create(REDIRECT, { from: "/summer/", to: "/contact/" }), 201);
    ok(await cm.createPublished(PAGE, { title: "Summer", slug: "summer", content: [] }));
    expect((await siteRedirects()).filter((row) => row.from === "/summer/")).toEqual([]);
  });

  test("the content API serves redirects to the site token only", async () => {
    expect((await request(`${cms.url}/api/redirects`)).status).toBe(401);
  });
});

describe("categories, tags and authors move like posts", () => {
  const CATEGORY = "api::category.category";
  const TAG = "api::tag.tag";
  const AUTHOR = "api::author.author";
  const listings = async () => (await siteRedirects()).filter((row) => /^(\/fr)?\/blog\/(category|tag|author)\//.test(row.from));

  test("a published category's slug renamed: its old listing redirects to the new one, in English and in French", async () => {
    const advertising = await documentIdOf(CATEGORY, "advertising");
    ok(await cm.publish(CATEGORY, advertising, { slug: "paid-media" }));
    expect(await listings()).toEqual([automatic("/blog/category/advertising/", "/blog/category/paid-media/")]);

    ok(await cm.publish(CATEGORY, advertising, { slug: "medias-payants" }, "fr"));
    expect(await listings()).toEqual([
      automatic("/blog/category/advertising/", "/blog/category/paid-media/"),
      automatic("/fr/blog/category/publicite/", "/fr/blog/category/medias-payants/"),
    ]);
  });

  test("a tag's and an author's renamed slug redirect too; a draft save records nothing", async () => {
    const email = await documentIdOf(TAG, "email");
    ok(await cm.update(TAG, email, { slug: "newsletters" }));
    expect((await listings()).filter((row) => row.from.startsWith("/blog/tag/"))).toEqual([]);
    ok(await cm.publish(TAG, email, { slug: "newsletters" }));
    const tom = await documentIdOf(AUTHOR, "tom-ashworth");
    ok(await cm.publish(AUTHOR, tom, { slug: "tom" }));
    expect((await listings()).filter((row) => !row.from.includes("/category/"))).toEqual(
      expect.arrayContaining([automatic("/blog/tag/email/", "/blog/tag/newsletters/"), automatic("/blog/author/tom-ashworth/", "/blog/author/tom/")]),
    );
  });

  test("a live listing cannot be redirected away from, and can be redirected to", async () => {
    refused(
      await cm.create(REDIRECT, { from: "/blog/tag/planning/page/2/", to: "/blog/" }),
      "ValidationError",
      'Cannot save the redirect /blog/tag/planning/page/2/ → /blog/: tag "Planning" is live at /blog/tag/planning/page/2/. Only a path no page or post has can be redirected.',
    );
    ok(await cm.create(REDIRECT, { from: "/ads/", to: "/blog/category/paid-media/" }), 201);
    expect((await siteRedirects()).filter((row) => row.from === "/ads/")).toEqual([byEditor("/ads/", "/blog/category/paid-media/")]);
  });
});
