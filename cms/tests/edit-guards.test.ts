/**
 * The edit guards (docs/content-model.md, "What the CMS refuses") against a real Strapi seeded with the
 * full profile. Every edit goes through the admin's content-manager API as the admin panel sends it, and
 * every refusal is checked by its literal status, error name and message; next to each refusal, an edit
 * the same rule lets through.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { startFullCms } from "./support/sparse-cms";
import { adminLogin, request } from "./support/api";
import { contentManager, setAlternativeText, uploadImage, type CmAnswer } from "./support/content-manager";

const PAGE = "api::page.page";
const POST = "api::blog-post.blog-post";
const CONFIGURATION = "api::configuration.configuration";
/** A 1×1 PNG, enough for the media library to store an image. */
const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"));

const dir = mkdtempSync(join(tmpdir(), "cms-guards-test-"));
let cms: CmsHandle;
let cm: ReturnType<typeof contentManager>;

beforeAll(async () => {
  cms = await startFullCms(dir);
  cm = contentManager(cms.url, await adminLogin(cms.url, cms.adminEmail, cms.adminPassword));
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
  expect(answer.status).toBe(400);
  expect(answer.body.error).toMatchObject({ status: 400, name, message });
};

const documentIdOf = async (model: string, slug: string): Promise<string> => {
  const [found, ...more] = await cm.findDrafts(model, "slug", slug);
  expect(more).toHaveLength(0);
  return (found as { documentId: string }).documentId;
};

const isLive = async (slug: string): Promise<boolean> =>
  ((await request<{ data: unknown[] }>(`${cms.url}/api/pages?filters[slug][$eq]=${slug}`, { token: cms.token })).body.data ?? []).length > 0;

const page = (title: string, slug: string, extra: Record<string, unknown> = {}) => ({ title, slug, content: [], ...extra });
const under = (documentId: string) => ({ connect: [{ documentId }] });

describe("a page that something points at cannot be unpublished or deleted", () => {
  test("a page a navigation item links: refused, naming the navigation and the item", async () => {
    const terms = await documentIdOf(PAGE, "terms");
    refused(
      await cm.unpublish(PAGE, terms),
      "ApplicationError",
      'Cannot unpublish the page "Terms and conditions": navigation "Legal navigation": the item "Terms and conditions" points at it. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    );
    const removed = await cm.remove(PAGE, terms);
    refused(
      removed,
      "ApplicationError",
      'Cannot delete the page "Terms and conditions": navigation "Legal navigation": the item "Terms and conditions" points at it. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    );
    // The admin's refusal panel links the navigation to the navigation plugin's page (it has no URL per navigation).
    expect(removed.body.error?.details).toEqual({
      entries: [{ uid: "plugin::navigation.navigation", documentId: expect.stringMatching(/^[a-z0-9]{24}$/), name: 'the navigation "Legal navigation"' }],
    });
    expect(await isLive("terms")).toBe(true);
  });

  test("a page that many link: every link is named, the list is cut after six", async () => {
    refused(
      await cm.unpublish(PAGE, await documentIdOf(PAGE, "contact")),
      "ApplicationError",
      'Cannot unpublish the page "Contact": navigation "Footer navigation": the item "Contact" points at it; ' +
        'navigation "Main navigation": the item "Contact" points at it; ' +
        'page "Brand strategy": the button "Start a brand project" points at it; ' +
        'page "Content marketing": the button "Talk to us about content" points at it; ' +
        'page "Email marketing": the button "Plan your emails with us" points at it; ' +
        'page "Home": the button "Talk to us about your project" points at it; and 4 more. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    );
  });

  test("a page a published button links: refused while the button is live, deletion refused while a draft keeps it", async () => {
    const target = ok(await cm.createPublished(PAGE, page("Guard button target", "guard-button-target")));
    const holder = ok(
      await cm.createPublished(
        PAGE,
        page("Guard button holder", "guard-button-holder", { content: [{ __component: "blocks.page-button", label: "Read the target", page: under(target) }] }),
      ),
    );
    const unpublished = await cm.unpublish(PAGE, target);
    refused(
      unpublished,
      "ApplicationError",
      'Cannot unpublish the page "Guard button target": page "Guard button holder": the button "Read the target" points at it. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    );
    expect(unpublished.body.error?.details).toEqual({ entries: [{ uid: "api::page.page", documentId: holder, name: 'the page "Guard button holder"' }] });
    expect(await isLive("guard-button-target")).toBe(true);

    // Once the holder is unpublished, nothing live links the target; its draft still does.
    ok(await cm.unpublish(PAGE, holder));
    ok(await cm.unpublish(PAGE, target));
    refused(
      await cm.remove(PAGE, target),
      "ApplicationError",
      'Cannot delete the page "Guard button target": page "Guard button holder": the button "Read the target" points at it. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    );
    ok(await cm.remove(PAGE, holder));
    ok(await cm.remove(PAGE, target));
  });

  test("a page that a hero's call to action, a service card and a case study card link: refused, naming each", async () => {
    const target = ok(await cm.createPublished(PAGE, page("Guard card target", "guard-card-target")));
    const holder = ok(
      await cm.createPublished(
        PAGE,
        page("Guard card holder", "guard-card-holder", {
          content: [
            { __component: "blocks.hero", heading: "Hero", primary_cta: { label: "Read the story", page: under(target) } },
            { __component: "blocks.services", items: [{ icon: "search", title: "Search", page: under(target) }] },
            { __component: "blocks.case-studies", items: [{ client: "Harbour & Pine", page: under(target) }] },
          ],
        }),
      ),
    );
    refused(
      await cm.unpublish(PAGE, target),
      "ApplicationError",
      'Cannot unpublish the page "Guard card target": page "Guard card holder": the call to action "Read the story" points at it; ' +
        'page "Guard card holder": the case study "Harbour & Pine" points at it; page "Guard card holder": the service "Search" points at it. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    );
    ok(await cm.unpublish(PAGE, holder));
    ok(await cm.remove(PAGE, holder));
    ok(await cm.unpublish(PAGE, target));
    ok(await cm.remove(PAGE, target));
  });

  test("a parent page: refused, naming the child", async () => {
    const parent = ok(await cm.createPublished(PAGE, page("Guard parent", "guard-parent")));
    ok(await cm.createPublished(PAGE, page("Guard child", "guard-child", { parent: under(parent) })));
    refused(
      await cm.unpublish(PAGE, parent),
      "ApplicationError",
      'Cannot unpublish the page "Guard parent": page "Guard child": its parent is this page. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    );
    refused(
      await cm.remove(PAGE, parent),
      "ApplicationError",
      'Cannot delete the page "Guard parent": page "Guard child": its parent is this page. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    );
    expect(await isLive("guard-parent")).toBe(true);
  });

  test("a parent goes with all of its children in one bulk delete; a page left out or a link from outside keeps them all", async () => {
    const parent = ok(await cm.createPublished(PAGE, page("Guard family", "guard-family")));
    const first = ok(await cm.createPublished(PAGE, page("Guard family first", "guard-family-first", { parent: under(parent) })));
    const second = ok(await cm.createPublished(PAGE, page("Guard family second", "guard-family-second", { parent: under(parent) })));
    const grandchild = ok(await cm.createPublished(PAGE, page("Guard family grandchild", "guard-family-grandchild", { parent: under(first) })));
    const outsider = ok(
      await cm.createPublished(
        PAGE,
        page("Guard family outsider", "guard-family-outsider", {
          content: [{ __component: "blocks.page-button", label: "Meet the family", page: under(second) }],
        }),
      ),
    );
    const family = [parent, first, second, grandchild];

    // The second child is not in the selection: its parent stays, and so does everything else selected.
    refused(
      await cm.bulkDelete(PAGE, [parent, first, grandchild]),
      "ApplicationError",
      'Cannot delete the page "Guard family": page "Guard family second": its parent is this page. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    );
    // A page outside the selection links one of them.
    refused(
      await cm.bulkDelete(PAGE, family),
      "ApplicationError",
      'Cannot delete the page "Guard family second": page "Guard family outsider": the button "Meet the family" points at it. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    );
    for (const slug of ["guard-family", "guard-family-first", "guard-family-second", "guard-family-grandchild"]) {
      expect(await isLive(slug)).toBe(true);
      expect(await cm.findDrafts(PAGE, "slug", slug)).toHaveLength(1);
    }

    // Deleting one of them alone is still refused while its children stay.
    refused(
      await cm.remove(PAGE, first),
      "ApplicationError",
      'Cannot delete the page "Guard family first": page "Guard family grandchild": its parent is this page. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    );

    // The outsider goes with them: the set is self-contained.
    expect((await cm.bulkDelete(PAGE, [...family, outsider])).status).toBe(200);
    for (const slug of ["guard-family", "guard-family-first", "guard-family-second", "guard-family-grandchild", "guard-family-outsider"]) {
      expect(await isLive(slug)).toBe(false);
      expect(await cm.findDrafts(PAGE, "slug", slug)).toEqual([]);
    }
  });

  test("a page nobody points at can be unpublished and deleted", async () => {
    const lonely = ok(await cm.createPublished(PAGE, page("Guard lonely", "guard-lonely")));
    expect(await isLive("guard-lonely")).toBe(true);
    ok(await cm.unpublish(PAGE, lonely));
    expect(await isLive("guard-lonely")).toBe(false);
    ok(await cm.remove(PAGE, lonely));
    expect(await cm.findDrafts(PAGE, "slug", "guard-lonely")).toEqual([]);
  });
});

describe("a category, tag or author that posts use cannot be unpublished or deleted", () => {
  const CATEGORY = "api::category.category";
  const TAG = "api::tag.tag";
  const AUTHOR = "api::author.author";

  test("a category: refused, naming its post; its French version is held by the French post", async () => {
    const search = await documentIdOf(CATEGORY, "search");
    const message =
      'the blog post "Local SEO for service businesses: a practical checklist" is in it. ' +
      "Choose another category for that post, or none, first: otherwise it would quietly lose its category.";
    const removed = await cm.remove(CATEGORY, search);
    refused(removed, "ApplicationError", `Cannot delete the category "Search": ${message}`);
    expect(removed.body.error?.details).toEqual({
      entries: [
        {
          uid: POST,
          documentId: await documentIdOf(POST, "local-seo-for-service-businesses"),
          name: 'the blog post "Local SEO for service businesses: a practical checklist"',
        },
      ],
    });
    refused(await cm.unpublish(CATEGORY, search), "ApplicationError", `Cannot unpublish the category "Search": ${message}`);
    refused(
      await cm.unpublish(CATEGORY, search, "fr"),
      "ApplicationError",
      'Cannot unpublish the French category "Référencement": the blog post "SEO local pour les entreprises de services : la check-list" is in it. ' +
        "Choose another category for that post, or none, first: otherwise it would quietly lose its category.",
    );
    const live = await request<{ data: Array<{ name: string }> }>(`${cms.url}/api/categories?locale=fr&filters[slug][$eq]=referencement`, { token: cms.token });
    expect(live.body.data.map((category) => category.name)).toEqual(["Référencement"]);
  });

  test("a tag on seven posts: six are named, then how many more", async () => {
    refused(
      await cm.unpublish(TAG, await documentIdOf(TAG, "small-business")),
      "ApplicationError",
      'Cannot unpublish the tag "Small business": the blog posts "Build a content calendar you will actually keep", ' +
        '"Email marketing is not dead, it is underused", "How to brief an agency (and get better work back)", ' +
        '"Local SEO for service businesses: a practical checklist", "Marketing with a team of one", "Paid social on a small budget" and 1 more ' +
        "are tagged with it. Remove the tag from those posts first: otherwise they would quietly lose the tag.",
    );
  });

  test("an author: refused, naming the posts they wrote", async () => {
    refused(
      await cm.remove(AUTHOR, await documentIdOf(AUTHOR, "samuel-osei")),
      "ApplicationError",
      'Cannot delete the author "Samuel Osei": the blog posts "Cookie consent without losing all your data" and "Measuring the marketing that matters" ' +
        "were written by them. Choose another author for those posts, or none, first: otherwise they would quietly lose their author.",
    );
  });

  test("one no post uses can be unpublished and deleted; a draft post's link still holds a deletion back", async () => {
    const unused = ok(await cm.createPublished(TAG, { name: "Guard unused", slug: "guard-unused" }));
    ok(await cm.unpublish(TAG, unused));
    ok(await cm.remove(TAG, unused));
    expect(await cm.findDrafts(TAG, "slug", "guard-unused")).toEqual([]);

    const drafted = ok(await cm.createPublished(TAG, { name: "Guard drafted", slug: "guard-drafted" }));
    const post = ok(
      await cm.create(POST, {
        title: "Guard tagged draft",
        slug: "guard-tagged-draft",
        excerpt: "A draft.",
        body: "Text.",
        published_on: "2026-03-01",
        tags: { connect: [{ documentId: drafted }] },
      }),
      201,
    );
    // Nothing live uses it: unpublishing goes; deleting would empty the draft's link.
    ok(await cm.unpublish(TAG, drafted));
    refused(
      await cm.remove(TAG, drafted),
      "ApplicationError",
      'Cannot delete the tag "Guard drafted": the blog post "Guard tagged draft" is tagged with it. ' +
        "Remove the tag from that post first: otherwise it would quietly lose the tag.",
    );
    ok(await cm.update(POST, post, { tags: { disconnect: [{ documentId: drafted }] } }));
    ok(await cm.remove(TAG, drafted));
  });
});

describe("a page is published only after its parent", () => {
  test("publishing a page whose parent is a draft is refused, naming the parent; publishing the parent first works", async () => {
    const parent = ok(await cm.create(PAGE, page("Guard draft parent", "guard-draft-parent")), 201);
    const orphan = ok(await cm.create(PAGE, page("Guard orphan", "guard-orphan", { parent: under(parent) })), 201);
    const message = 'Cannot publish the page "Guard orphan": its parent page "Guard draft parent" is not published. Publish "Guard draft parent" first.';
    const answer = await cm.publish(PAGE, orphan);
    refused(answer, "ValidationError", message);
    // The content manager marks the field; the refusal panel links the parent page.
    expect(answer.body.error?.details).toEqual({
      errors: [{ path: ["parent"], message, name: "ValidationError" }],
      entries: [{ uid: "api::page.page", documentId: parent, name: 'the page "Guard draft parent"' }],
    });
    expect(await isLive("guard-orphan")).toBe(false);

    // Create-and-publish in one request: refused, and nothing is left behind.
    refused(
      await cm.createPublished(PAGE, page("Guard eager", "guard-eager", { parent: under(parent) })),
      "ValidationError",
      'Cannot publish the page "Guard eager": its parent page "Guard draft parent" is not published. Publish "Guard draft parent" first.',
    );
    expect(await cm.findDrafts(PAGE, "slug", "guard-eager")).toEqual([]);

    ok(await cm.publish(PAGE, parent));
    ok(await cm.publish(PAGE, orphan));
    expect(await isLive("guard-orphan")).toBe(true);
  });
});

describe("two entries cannot claim one path", () => {
  test("a top-level page with the slug of another top-level page is refused, even as a draft", async () => {
    const message = 'Page "Another about" and page "About us" would both claim the path /about/: choose another slug.';
    const answer = await cm.create(PAGE, page("Another about", "about"));
    refused(answer, "ValidationError", message);
    // The content manager marks the field; the refusal panel links the page that holds the path.
    expect(answer.body.error?.details).toEqual({
      errors: [{ path: ["slug"], message, name: "ValidationError" }],
      entries: [{ uid: "api::page.page", documentId: await documentIdOf(PAGE, "about"), name: 'the page "About us"' }],
    });
    expect(await cm.findDrafts(PAGE, "title", "Another about")).toEqual([]);
  });

  test("the same slug is refused under the same parent and allowed under another", async () => {
    const about = await documentIdOf(PAGE, "about");
    refused(
      await cm.create(PAGE, page("Second team", "team", { parent: under(about) })),
      "ValidationError",
      'Page "Second team" and page "Our team" would both claim the path /about/team/: choose another slug.',
    );
    const parent = await documentIdOf(PAGE, "guard-parent");
    ok(await cm.create(PAGE, page("Guard team", "team", { parent: under(parent) })), 201);
  });

  test("moving a page under a parent where its slug is taken is refused and leaves the draft as it was", async () => {
    const child = await documentIdOf(PAGE, "guard-child");
    const about = await documentIdOf(PAGE, "about");
    refused(
      await cm.update(PAGE, child, { slug: "team", parent: under(about) }),
      "ValidationError",
      'Page "Guard child" and page "Our team" would both claim the path /about/team/: choose another slug.',
    );
    const [draft] = await cm.findDrafts(PAGE, "slug", "guard-child");
    expect(draft).toMatchObject({ title: "Guard child", slug: "guard-child" });
  });

  test("a top-level page cannot take the blog's path; below a parent it can", async () => {
    const reserved = await cm.create(PAGE, page("Our blog", "blog"));
    refused(reserved, "ValidationError", 'Page "Our blog" and the blog index would both claim the path /blog/: choose another slug.');
    // The site's own path is no entry: nothing to link.
    expect(reserved.body.error?.details?.entries).toEqual([]);
    ok(await cm.create(PAGE, page("Guard blog", "blog", { parent: under(await documentIdOf(PAGE, "guard-parent")) })), 201);
  });

  test("a post with another post's slug is refused on create and on rename; other slugs save", async () => {
    const post = { excerpt: "Guard test", body: "Guard test.", published_on: "2026-02-01" };
    refused(
      await cm.create(POST, { ...post, title: "A second brief", slug: "how-to-brief-an-agency" }),
      "ValidationError",
      'Blog post "A second brief" and blog post "How to brief an agency (and get better work back)" would both claim the path /blog/how-to-brief-an-agency/: choose another slug.',
    );
    const guardPost = ok(await cm.create(POST, { ...post, title: "Guard post", slug: "guard-post" }), 201);
    const renamed = await cm.update(POST, guardPost, { slug: "how-to-brief-an-agency" });
    refused(
      renamed,
      "ValidationError",
      'Blog post "Guard post" and blog post "How to brief an agency (and get better work back)" would both claim the path /blog/how-to-brief-an-agency/: choose another slug.',
    );
    expect(renamed.body.error?.details?.entries).toEqual([
      {
        uid: "api::blog-post.blog-post",
        documentId: await documentIdOf(POST, "how-to-brief-an-agency"),
        name: 'the blog post "How to brief an agency (and get better work back)"',
      },
    ]);
    ok(await cm.update(POST, guardPost, { slug: "guard-post-renamed" }));
    expect((await cm.findDrafts(POST, "slug", "guard-post-renamed")).map((draft) => draft.title)).toEqual(["Guard post"]);
  });
});

describe("a cover, a page's block images or the logo need alternative text before publishing", () => {
  let image = 0;
  beforeAll(async () => {
    image = await uploadImage(cms.url, await adminLogin(cms.url, cms.adminEmail, cms.adminPassword), { name: "guard-no-alt.png", bytes: PNG });
  });

  const addAlt = " Add alternative text to the image in the Media Library, then publish again.";

  test("an author whose portrait has none: refused, marking the portrait", async () => {
    const author = ok(await cm.create("api::author.author", { name: "Guard Writer", slug: "guard-writer", portrait: image }), 201);
    const message = 'Cannot publish the author "Guard Writer": the portrait "guard-no-alt.png" has no alternative text.' + addAlt;
    const answer = await cm.publish("api::author.author", author);
    refused(answer, "ValidationError", message);
    expect(answer.body.error?.details?.errors).toEqual([{ path: ["portrait"], message, name: "ValidationError" }]);
    ok(await cm.remove("api::author.author", author));
  });

  test("a post whose cover has none: the draft saves, publishing is refused naming the image", async () => {
    const post = ok(
      await cm.create(POST, {
        title: "Guard cover post",
        slug: "guard-cover-post",
        excerpt: "Cover",
        body: "Cover.",
        published_on: "2026-02-02",
        cover: image,
      }),
      201,
    );
    const message = 'Cannot publish the blog post "Guard cover post": the cover image "guard-no-alt.png" has no alternative text.' + addAlt;
    const answer = await cm.publish(POST, post);
    refused(answer, "ValidationError", message);
    // The content manager marks the field; the refusal panel links the file to the Media Library, by its id.
    expect(answer.body.error?.details).toEqual({
      errors: [{ path: ["cover"], message, name: "ValidationError" }],
      entries: [{ uid: "plugin::upload.file", documentId: String(image), name: 'the image "guard-no-alt.png"' }],
    });
  });

  test("a page whose hero image has none: refused, marking that block's image", async () => {
    const hero = ok(
      await cm.create(
        PAGE,
        page("Guard hero page", "guard-hero-page", {
          content: [
            { __component: "blocks.rich-text", body: "Intro." },
            { __component: "blocks.hero", heading: "Hero", image },
          ],
        }),
      ),
      201,
    );
    const message = 'Cannot publish the page "Guard hero page": the hero image "guard-no-alt.png" has no alternative text.' + addAlt;
    const answer = await cm.publish(PAGE, hero);
    refused(answer, "ValidationError", message);
    expect(answer.body.error?.details?.errors).toEqual([{ path: ["content", "1", "image"], message, name: "ValidationError" }]);
  });

  test("a page whose portraits, case study image and client logo have none: refused, marking each", async () => {
    const holder = ok(
      await cm.create(
        PAGE,
        page("Guard block images", "guard-block-images", {
          content: [
            { __component: "blocks.team", members: [{ name: "Priya Raman", portrait: image }] },
            { __component: "blocks.case-studies", items: [{ client: "Tally", image }] },
            { __component: "blocks.logo-wall", logos: [image] },
          ],
        }),
      ),
      201,
    );
    const message =
      'Cannot publish the page "Guard block images": the portrait "guard-no-alt.png" and the case study image "guard-no-alt.png" and the logo "guard-no-alt.png" have no alternative text.' +
      " Add alternative text to these images in the Media Library, then publish again.";
    const answer = await cm.publish(PAGE, holder);
    refused(answer, "ValidationError", message);
    expect(answer.body.error?.details?.errors).toEqual([
      { path: ["content", "0", "members", "0", "portrait"], message, name: "ValidationError" },
      { path: ["content", "1", "items", "0", "image"], message, name: "ValidationError" },
      { path: ["content", "2", "logos"], message, name: "ValidationError" },
    ]);
    // One file in three fields: linked once.
    expect(answer.body.error?.details?.entries).toEqual([{ uid: "plugin::upload.file", documentId: String(image), name: 'the image "guard-no-alt.png"' }]);
    ok(await cm.remove(PAGE, holder));
  });

  test("the configuration whose logo has none: refused", async () => {
    expect((await cm.updateSingle(CONFIGURATION, { structured_data_logo: image })).status).toBe(200);
    refused(
      await cm.publishSingle(CONFIGURATION),
      "ValidationError",
      'Cannot publish the configuration: the logo "guard-no-alt.png" has no alternative text.' + addAlt,
    );
  });

  test("once the image has alternative text, all three publish", async () => {
    expect(await setAlternativeText(cms.url, await adminLogin(cms.url, cms.adminEmail, cms.adminPassword), image, "A single teal dot")).toBe(200);
    ok(await cm.publish(POST, await documentIdOf(POST, "guard-cover-post")));
    ok(await cm.publish(PAGE, await documentIdOf(PAGE, "guard-hero-page")));
    expect((await cm.publishSingle(CONFIGURATION)).status).toBe(200);
  });
});
