/**
 * The full seed profile against a real Strapi, booted three times on one temporary SQLite database:
 *  1. first boot: seed, REST shapes, access rules, site token, publisher webhook (registered and firing);
 *  2. plain restart: nothing changes (same counts, same token, one webhook);
 *  3. restart after an "interrupted" seed (completion marker removed, one post deleted, token file lost,
 *     webhook token changed): the missing post comes back, nothing is duplicated, the token is regenerated
 *     and the webhook is updated in place.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { mkdtempSync, rmSync, existsSync, statSync, unlinkSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startCms, type CmsHandle, type CmsOptions } from "../../scripts/lib/cms-process";
import { waitUntil } from "@agency/shared/wait-for-health";
import { adminLogin, countItems, qs, request, type Json, type NavItem } from "./support/api";
import { freePort } from "../../scripts/lib/child";
import { forgetSeedCompleted } from "./support/cms-db";
import { BLOG_POST_QUERY, CONFIGURATION_QUERY, PAGE_QUERY } from "../../plugins/cms-data-layer/cms/strapi-populate";

interface Hook {
  headers: IncomingHttpHeaders;
  body: Json;
}

interface Counts {
  pages: number;
  pageDocuments: number;
  posts: number;
  media: number;
  navigationItems: Record<string, number>;
  tokens: number;
  webhooks: number;
}

const NAVIGATIONS = ["main-navigation", "footer-navigation", "legal-navigation"];
const dir = mkdtempSync(join(tmpdir(), "cms-full-test-"));
const dbFile = join(dir, "data.db");
const tokenFile = join(dir, "site-api-token");
const hooks: Hook[] = [];
let receiver: Server;
let webhookUrl = "";
let cms: CmsHandle | undefined;

async function boot(extra: Partial<CmsOptions> = {}): Promise<CmsHandle> {
  return startCms({
    port: await freePort(),
    dbFile,
    tokenFile,
    profile: "full",
    serveAdmin: false,
    log: join(dir, "cms.log"),
    webhookUrl,
    webhookToken: "publisher-secret-1",
    ...extra,
  });
}

async function counts(handle: CmsHandle): Promise<Counts> {
  const jwt = await adminLogin(handle.url, handle.adminEmail, handle.adminPassword);
  const total = async (path: string) =>
    (await request<{ meta: { pagination: { total: number } } }>(`${handle.url}${path}`, { token: handle.token })).body.meta.pagination.total;
  const adminList = async (path: string) => (await request<{ data: unknown[] }>(`${handle.url}${path}`, { token: jwt })).body.data.length;
  const navigationItems: Record<string, number> = {};
  for (const slug of NAVIGATIONS) {
    navigationItems[slug] = countItems((await request<NavItem[]>(`${handle.url}/api/navigation/render/${slug}?type=TREE`, { token: handle.token })).body);
  }
  return {
    pages: await total("/api/pages?pagination[pageSize]=1"),
    pageDocuments: (
      await request<{ pagination: { total: number } }>(`${handle.url}/content-manager/collection-types/api::page.page?page=1&pageSize=1`, { token: jwt })
    ).body.pagination.total,
    posts: await total("/api/blog-posts?pagination[pageSize]=1"),
    media: (await request<unknown[]>(`${handle.url}/api/upload/files`, { token: handle.token })).body.length,
    navigationItems,
    tokens: await adminList("/admin/api-tokens"),
    webhooks: await adminList("/admin/webhooks"),
  };
}

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  let value: T | undefined;
  const health = await waitUntil(what, async () => (value = probe()) !== undefined || "not yet", { timeoutMs, initialDelayMs: 50, maxDelayMs: 200 });
  if (!health.ok) throw new Error(`timed out waiting for ${what}`);
  return value!;
}

let firstCounts: Counts;
let firstToken = "";

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      hooks.push({ headers: req.headers, body: JSON.parse(raw || "{}") as Json });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/strapi`;
  cms = await boot();
  firstToken = cms.token;
});

afterAll(async () => {
  await cms?.stop();
  await new Promise((done) => receiver.close(done));
  rmSync(dir, { recursive: true, force: true });
});

describe("first boot (full profile)", () => {
  const live = () => cms as CmsHandle;

  test("health answers and the admin panel is not served in API-only mode", async () => {
    expect(hooks).toHaveLength(0); // seeding a fresh database must not trigger rebuilds
    expect((await fetch(`${live().url}/_health`)).status).toBe(204);
    expect((await fetch(`${live().url}/admin`)).status).toBe(404);
  });

  test("configuration: every field set except TikTok, media populated", async () => {
    const { status, body } = await request<{ data: Json }>(`${live().url}/api/configuration?${qs(CONFIGURATION_QUERY)}`, { token: live().token });
    expect(status).toBe(200);
    const config = body.data;
    expect(config).toMatchObject({
      email: "hello@lumenandlark.co.uk",
      telephone: "+44 20 7946 0321",
      tiktok_url: null,
      structured_data_name: "Lumen & Lark",
      structured_data_address_locality: "London",
      structured_data_address_country: "GB",
    });
    expect(config.telephone).toContain(" ");
    for (const field of ["instagram_url", "linkedin_url", "facebook_url"]) expect(String(config[field])).toMatch(/^https:\/\//);
    for (const field of [
      "structured_data_description",
      "cookie_consent_interstitial_heading",
      "cookie_consent_interstitial_wysiwyg",
      "cookie_consent_interstitial_type_necessary",
      "cookie_consent_interstitial_type_analytics",
      "cookie_consent_interstitial_type_preferences",
      "cookie_consent_interstitial_type_marketing",
    ]) {
      expect(typeof config[field]).toBe("string");
    }
    for (const media of ["structured_data_logo", "meta_og_image"]) {
      const file = config[media] as { url: string; mime: string; width: number };
      expect(file.url).toMatch(/^\/uploads\/.+\.(png|jpg)$/);
      expect(file.width).toBeGreaterThan(0);
      expect((await fetch(`${live().url}${file.url}`)).status).toBe(200);
    }
  });

  test("configuration: the enquiry form's options and texts, its privacy page the seeded privacy policy", async () => {
    const populate = { populate: { enquiries: { populate: { needs: true, budgets: true, privacy_page: { fields: ["slug"] } } } } };
    const { status, body } = await request<{ data: { enquiries: Json & { needs: Json[]; budgets: Json[] } } }>(
      `${live().url}/api/configuration?${qs(populate)}`,
      { token: live().token },
    );
    expect(status).toBe(200);
    const { needs, budgets, ...texts } = body.data.enquiries;
    expect(needs.map((option) => option.label)).toEqual([
      "A free consultation",
      "Search engine optimisation",
      "Paid social",
      "Email marketing",
      "Content marketing",
      "Measurement",
      "Brand strategy",
      "Something else",
    ]);
    expect(budgets.map((option) => option.label)).toEqual(["Under £5,000", "£5,000–£15,000", "£15,000–£50,000", "Over £50,000"]);
    expect(texts).toMatchObject({
      privacy_note: "We use your details only to answer your enquiry. Read how in our",
      privacy_page: { slug: "privacy-policy" },
      success_heading: "Thank you, we have your enquiry",
      success_message: "A strategist will reply within one working day. We have sent a copy to your email address.",
      error_message: "Your enquiry could not be sent. Please try again in a moment, or email us.",
    });
    expect(String(texts.acknowledgement_subject)).toBeTruthy();
    expect(String(texts.acknowledgement_body)).toContain("{name}");
  });

  test("home page: hero with calls to action, logos, services, work, a testimonial, rich text with an internal link, free-consultation section, enquiry form, accordion, page button", async () => {
    const { body } = await request<{ data: Array<Json & { content: Json[] }> }>(
      `${live().url}/api/pages?${qs({ filters: { slug: { $eq: "home" } }, ...PAGE_QUERY })}`,
      { token: live().token },
    );
    expect(body.data).toHaveLength(1);
    const home = body.data[0] as Json & { content: Json[] };
    expect(home.parent).toBeNull();
    expect((home.seo as Json).meta_title).toBeTruthy();
    const byType = (type: string) => home.content.filter((block) => block.__component === type);
    expect(home.content.map((block) => block.__component)).toEqual([
      "blocks.hero",
      "blocks.logo-wall",
      "blocks.services",
      "blocks.case-studies",
      "blocks.testimonials",
      "blocks.rich-text",
      "blocks.section",
      "blocks.enquiry-form",
      "blocks.accordion",
      "blocks.page-button",
    ]);
    expect(byType("blocks.enquiry-form")[0]).toMatchObject({ heading: "Tell us about your project", submit_label: "Send enquiry" });
    expect((byType("blocks.hero")[0]?.image as Json).url).toMatch(/^\/uploads\//);
    expect(String(byType("blocks.rich-text")[0]?.body)).toContain("](/services)");
    const section = byType("blocks.section")[0] as Json;
    expect(section.anchor).toBe("free-consultation");
    expect(String(section.body)).toMatch(/1 hour consultation/);
    const accordion = byType("blocks.accordion")[0] as { items: Array<{ label: string; body: string; starts_open: boolean }> };
    expect(accordion.items.length).toBeGreaterThanOrEqual(3);
    expect(accordion.items.some((item) => item.starts_open)).toBe(true);
    expect(accordion.items.some((item) => !item.starts_open)).toBe(true);
    const button = byType("blocks.page-button")[0] as { label: string; page: { slug: string; parent: unknown } };
    expect(button.label).toBeTruthy();
    expect(button.page).toMatchObject({ slug: "contact", documentId: expect.any(String) });
  });

  test("selling blocks on home: calls to action, services and case studies link pages by document; images have alt text", async () => {
    const { body } = await request<{ data: Array<Json & { content: Json[] }> }>(
      `${live().url}/api/pages?${qs({ filters: { slug: { $eq: "home" } }, ...PAGE_QUERY })}`,
      { token: live().token },
    );
    const content = body.data[0]?.content ?? [];
    const block = (type: string) => content.find((candidate) => candidate.__component === type) as Json;
    const hero = block("blocks.hero") as { primary_cta: Json; secondary_cta: Json & { page: Json } };
    expect(hero.primary_cta).toMatchObject({ label: "Book a free consultation", url: "/#free-consultation", page: null });
    expect(hero.secondary_cta).toMatchObject({ label: "See our work", page: { slug: "work", documentId: expect.any(String) } });
    const services = block("blocks.services") as { items: Array<{ icon: string; title: string; page: { slug: string } | null }> };
    expect(services.items.map((item) => [item.icon, item.page?.slug])).toEqual([
      ["brand", "brand"],
      ["search", "seo"],
      ["social", "paid-social"],
      ["email", "email-marketing"],
      ["content", "content-marketing"],
      ["analytics", "measurement"],
    ]);
    const work = block("blocks.case-studies") as { items: Array<{ client: string; page: { slug: string }; image: Json; results: Json[] }> };
    expect(work.items.map((item) => [item.client, item.page.slug])).toEqual([
      ["Harbour & Pine", "harbour-and-pine"],
      ["Northfield Physio", "northfield-physio"],
      ["Tally", "tally"],
    ]);
    for (const item of work.items) {
      expect(item.image).toMatchObject({ url: expect.stringMatching(/^\/uploads\/.+\.jpg$/), alternativeText: expect.stringMatching(/\S/) });
      expect(item.results.length).toBeGreaterThanOrEqual(2);
    }
    const quote = (block("blocks.testimonials") as { items: Json[] }).items[0] as Json & { portrait: Json };
    expect(quote).toMatchObject({ name: "Eleanor Hart", role: "Founder", company: "Harbour & Pine" });
    expect(quote.portrait).toMatchObject({ alternativeText: "Illustrated portrait of Eleanor Hart", width: 640, height: 640 });
    const logos = (block("blocks.logo-wall") as { logos: Array<{ alternativeText: string; mime: string }> }).logos;
    expect(logos.map((logo) => logo.alternativeText)).toEqual([
      "Harbour & Pine",
      "Northfield Physio",
      "Tally",
      "Greenway Dental",
      "Bramble & Co",
      "Orbit Youth Trust",
    ]);
    expect(new Set(logos.map((logo) => logo.mime))).toEqual(new Set(["image/png"]));
  });

  test("three case studies under Our work, a team page with portraits, a contact block", async () => {
    const { body } = await request<{ data: Array<Json & { slug: string; parent: Json | null; content: Json[] }> }>(
      `${live().url}/api/pages?${qs({ pagination: { pageSize: 100 }, ...PAGE_QUERY })}`,
      { token: live().token },
    );
    const page = (slug: string) => body.data.find((candidate) => candidate.slug === slug) as Json & { parent: Json | null; content: Json[] };
    for (const slug of ["harbour-and-pine", "northfield-physio", "tally"]) {
      expect(page(slug).parent).toMatchObject({ slug: "work", parent: null });
      expect(page(slug).content.map((block) => block.__component)).toEqual(
        expect.arrayContaining(["blocks.hero", "blocks.stats", "blocks.text-image", "blocks.testimonials", "blocks.cta-band"]),
      );
    }
    const team = page("team").content.find((block) => block.__component === "blocks.team") as { members: Array<{ name: string; portrait: Json }> };
    expect(team.members.map((member) => member.name)).toEqual([
      "Priya Raman",
      "Tom Ashworth",
      "Grace Okafor",
      "Daniel Kowalski",
      "Hannah Lindqvist",
      "Samuel Osei",
    ]);
    expect(team.members.map((member) => member.portrait)).toEqual(
      [
        "Illustrated portrait of Priya Raman",
        "Illustrated portrait of Tom Ashworth",
        "Illustrated portrait of Grace Okafor",
        "Illustrated portrait of Daniel Kowalski",
        "Illustrated portrait of Hannah Lindqvist",
        "Illustrated portrait of Samuel Osei",
      ].map((alternativeText) => expect.objectContaining({ alternativeText, mime: "image/jpeg" })),
    );
    expect(page("contact").content[1]).toMatchObject({ __component: "blocks.contact", heading: "Write or call" });
    expect(page("contact").content[2]).toMatchObject({ __component: "blocks.enquiry-form", submit_label: "Send enquiry" });

    const main = (await request<NavItem[]>(`${live().url}/api/navigation/render/main-navigation?type=TREE`, { token: live().token })).body;
    const work = main.find((item) => item.title === "Our work") as NavItem;
    expect(work.items?.map((item) => item.path)).toEqual(["/work/harbour-and-pine", "/work/northfield-physio", "/work/tally"]);
  });

  test("nested pages: a three-level path, and a button that links a page by document", async () => {
    const { body } = await request<{ data: Array<Json & { parent: Json & { parent: Json | null } }> }>(
      `${live().url}/api/pages?${qs({ filters: { slug: { $eq: "seo" } }, ...PAGE_QUERY })}`,
      { token: live().token },
    );
    const seo = body.data[0];
    expect(seo?.parent).toMatchObject({ slug: "digital", parent: { slug: "services" } });
    const digital = seo?.parent as (Json & { documentId: string }) | undefined;
    const services = await request<{ data: Array<{ content: Json[] }> }>(
      `${live().url}/api/pages?${qs({ filters: { slug: { $eq: "services" } }, ...PAGE_QUERY })}`,
      { token: live().token },
    );
    const button = services.body.data[0]?.content.find((block) => block.__component === "blocks.page-button") as { page: Json };
    // Services ↔ Digital link to each other; the published button must still point at the published page.
    expect(button.page).toMatchObject({ slug: "digital", documentId: digital?.documentId });
  });

  test("at least 8 pages, including cookie policy (with the preferences link), privacy and terms", async () => {
    const { body } = await request<{ data: Array<{ slug: string; content: Json[] }>; meta: { pagination: { total: number } } }>(
      `${live().url}/api/pages?${qs({ pagination: { pageSize: 100 }, ...PAGE_QUERY })}`,
      { token: live().token },
    );
    expect(body.meta.pagination.total).toBeGreaterThanOrEqual(8);
    const slugs = body.data.map((page) => page.slug);
    expect(slugs).toEqual(expect.arrayContaining(["home", "cookie-policy", "privacy-policy", "terms", "services", "digital", "seo"]));
    const cookiePolicy = body.data.find((page) => page.slug === "cookie-policy");
    expect(JSON.stringify(cookiePolicy?.content)).toContain("](#cookie-consent-preferences)");
  });

  test("at least 8 blog posts with covers and distinct publication dates", async () => {
    const { body } = await request<{ data: Array<Json & { cover: Json | null; published_on: string }> }>(
      `${live().url}/api/blog-posts?${qs({ ...BLOG_POST_QUERY, sort: "published_on:desc", pagination: { pageSize: 100 } })}`,
      { token: live().token },
    );
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    const dates = body.data.map((post) => post.published_on);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of body.data) {
      expect(post).toMatchObject({ title: expect.any(String), slug: expect.any(String), excerpt: expect.any(String), body: expect.any(String) });
      expect(String(post.published_on)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((post.cover as { url: string }).url).toMatch(/^\/uploads\/.+\.jpg$/);
    }
  });

  test("every post has its author, category and tags (the seed's contract with the site's tests)", async () => {
    const { body } = await request<{
      data: Array<{ slug: string; author: { slug: string } | null; category: { slug: string } | null; tags: Array<{ slug: string }> }>;
    }>(`${live().url}/api/blog-posts?${qs({ ...BLOG_POST_QUERY, sort: "published_on:desc", pagination: { pageSize: 100 } })}`, { token: live().token });
    expect(body.data.map((post) => [post.slug, post.category?.slug, post.tags.map((tag) => tag.slug).sort(), post.author?.slug])).toEqual([
      ["when-to-refresh-your-brand", "brand", ["branding", "small-business"], "hannah-lindqvist"],
      ["local-seo-for-service-businesses", "search", ["local-search", "small-business"], "grace-okafor"],
      ["paid-social-on-a-small-budget", "advertising", ["budgets", "small-business"], "daniel-kowalski"],
      ["build-a-content-calendar-you-will-keep", "content", ["planning", "small-business"], "hannah-lindqvist"],
      ["measuring-marketing-that-matters", "strategy", ["analytics", "planning"], "samuel-osei"],
      ["cookie-consent-without-losing-your-data", "strategy", ["analytics", "privacy"], "samuel-osei"],
      ["email-marketing-is-not-dead", "content", ["email", "small-business"], "hannah-lindqvist"],
      ["marketing-with-a-small-team", "strategy", ["planning", "small-business"], "priya-raman"],
      ["how-to-brief-an-agency", "strategy", ["planning", "small-business"], "tom-ashworth"],
    ]);
  });

  test("five categories, eight tags and the six team leads as authors, published with descriptions, roles, bios and portraits", async () => {
    const read = async <T>(type: string, params: Record<string, unknown> = {}) =>
      (await request<{ data: T[] }>(`${live().url}/api/${type}?${qs({ sort: "slug", pagination: { pageSize: 100 }, ...params })}`, { token: live().token }))
        .body.data;
    const categories = await read<{ name: string; slug: string; description: string | null }>("categories");
    expect(categories.map((category) => [category.slug, category.name])).toEqual([
      ["advertising", "Advertising"],
      ["brand", "Brand"],
      ["content", "Content"],
      ["search", "Search"],
      ["strategy", "Strategy"],
    ]);
    expect(categories.find((category) => category.slug === "search")?.description).toBe(
      "Getting found on search engines and maps: SEO, local search and what to measure.",
    );
    const tags = await read<{ name: string; slug: string; description: string | null }>("tags");
    expect(tags.map((tag) => `${tag.slug} ${tag.name}`)).toEqual([
      "analytics Analytics",
      "branding Branding",
      "budgets Budgets",
      "email Email",
      "local-search Local search",
      "planning Planning",
      "privacy Privacy",
      "small-business Small business",
    ]);
    for (const term of [...categories, ...tags]) expect(term.description).toEqual(expect.stringMatching(/\.$/));
    const authors = await read<{ name: string; slug: string; role: string; bio: string; portrait: { name: string; alternativeText: string } | null }>(
      "authors",
      {
        populate: { portrait: true },
      },
    );
    expect(authors.map((author) => [author.slug, author.name, author.role, author.portrait?.name, author.portrait?.alternativeText])).toEqual([
      ["daniel-kowalski", "Daniel Kowalski", "Head of Paid Media", "portrait-daniel-kowalski.jpg", "Illustrated portrait of Daniel Kowalski"],
      ["grace-okafor", "Grace Okafor", "Head of Search", "portrait-grace-okafor.jpg", "Illustrated portrait of Grace Okafor"],
      ["hannah-lindqvist", "Hannah Lindqvist", "Content Lead", "portrait-hannah-lindqvist.jpg", "Illustrated portrait of Hannah Lindqvist"],
      ["priya-raman", "Priya Raman", "Managing Director", "portrait-priya-raman.jpg", "Illustrated portrait of Priya Raman"],
      ["samuel-osei", "Samuel Osei", "Senior Analyst", "portrait-samuel-osei.jpg", "Illustrated portrait of Samuel Osei"],
      ["tom-ashworth", "Tom Ashworth", "Creative Director", "portrait-tom-ashworth.jpg", "Illustrated portrait of Tom Ashworth"],
    ]);
    // Two sentences each.
    for (const author of authors) expect([author.slug, author.bio.split(/(?<=\.) /).length]).toEqual([author.slug, 2]);
  });

  test("navigation TREEs: main with children and nested paths, the blog in main and footer, footer with an external link, legal", async () => {
    const main = (await request<NavItem[]>(`${live().url}/api/navigation/render/main-navigation?type=TREE`, { token: live().token })).body;
    const services = main.find((item) => item.title === "Services") as NavItem;
    expect(services).toMatchObject({ path: "/services", type: "INTERNAL", related: { slug: "services" } });
    expect(services.items?.map((item) => item.path)).toEqual(expect.arrayContaining(["/services/digital", "/services/digital/seo", "/services/brand"]));
    expect(main.filter((item) => (item.items ?? []).length > 0).length).toBeGreaterThanOrEqual(2);

    const footer = (await request<NavItem[]>(`${live().url}/api/navigation/render/footer-navigation?type=TREE`, { token: live().token })).body;
    // The blog index is no CMS page: both navigations link its site path as an "external" item.
    for (const navigation of [main, footer]) expect(navigation.find((item) => item.title === "Blog")).toMatchObject({ type: "EXTERNAL", path: "/blog/" });
    const offSite = footer.filter((item) => item.type === "EXTERNAL" && item.path !== "/blog/");
    expect(offSite).toHaveLength(1);
    expect(offSite[0]?.path).toMatch(/^https:\/\//);

    const legal = (await request<NavItem[]>(`${live().url}/api/navigation/render/legal-navigation?type=TREE`, { token: live().token })).body;
    expect(legal.map((item) => item.path)).toEqual(["/privacy-policy", "/terms", "/cookie-policy"]);

    // The keys the seed stored (seed-navigation-keys.test.ts has the same list, from the seed code alone).
    const keys = (items: NavItem[]): Array<string | undefined> => items.flatMap((item) => [item.uiRouterKey, ...keys(item.items ?? [])]);
    expect([keys(main), keys(footer), keys(legal)]).toEqual([
      [
        "services",
        "digital-marketing",
        "search-engine-optimisation",
        "paid-social",
        "email-marketing",
        "content-marketing",
        "measurement",
        "brand-strategy",
        "our-work",
        "harbour-pine",
        "northfield-physio",
        "tally",
        "about",
        "our-team",
        "blog",
        "contact",
      ],
      [
        "services-1",
        "digital-marketing-1",
        "seo",
        "paid-social-1",
        "email-marketing-1",
        "content-marketing-1",
        "measurement-1",
        "brand-strategy-1",
        "our-work-1",
        "blog-1",
        "about-us",
        "contact-1",
        "careers",
      ],
      ["privacy-policy", "terms-and-conditions", "cookie-policy"],
    ]);
  });

  test("anonymous visitors cannot write, read schemas or list users; neither they nor the site token read drafts", async () => {
    const url = live().url;
    const write = (method: string, path: string) =>
      fetch(`${url}${path}`, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ data: { title: "x", slug: "x" } }) });
    for (const [method, path] of [
      ["POST", "/api/pages"],
      ["POST", "/api/blog-posts"],
      ["PUT", "/api/configuration"],
      ["DELETE", "/api/configuration"],
      ["POST", "/api/upload"],
    ] as const) {
      expect([401, 403]).toContain((await write(method, path)).status);
    }
    const page = (await request<{ data: Array<{ documentId: string }> }>(`${url}/api/pages?filters[slug][$eq]=terms`, { token: live().token })).body.data[0];
    expect([401, 403]).toContain((await write("PUT", `/api/pages/${page?.documentId}`)).status);
    expect([401, 403]).toContain((await write("DELETE", `/api/pages/${page?.documentId}`)).status);

    // Upper case too: Strapi's router matches /API/pages as /api/pages.
    for (const path of [
      "/api/pages?status=draft",
      "/API/pages?status=draft",
      "/Api/blog-posts?status=draft",
      "/api/blog-posts?status=draft",
      "/api/configuration?status=draft",
      "/api/navigation/render/main-navigation?type=TREE&status=draft",
    ]) {
      expect([path, (await request(`${url}${path}`)).status, (await request(`${url}${path}`, { token: live().token })).status]).toEqual([path, 403, 403]);
    }
    for (const path of ["/api/content-type-builder/content-types", "/api/content-type-builder/components", "/api/users", "/api/navigation"]) {
      expect([401, 403]).toContain((await fetch(`${url}${path}`)).status);
    }
  });

  test("a draft created in the admin stays invisible to the site token, so to the site", async () => {
    const jwt = await adminLogin(live().url, live().adminEmail, live().adminPassword);
    const created = await request<{ data: { documentId: string } }>(`${live().url}/content-manager/collection-types/api::blog-post.blog-post`, {
      method: "POST",
      token: jwt,
      body: JSON.stringify({ title: "Unpublished draft", slug: "unpublished-draft", excerpt: "Draft", body: "Not yet.", published_on: "2026-03-01" }),
    });
    expect(created.status).toBe(201);
    const listed = await request<{ data: Array<{ slug: string }> }>(`${live().url}/api/blog-posts?pagination[pageSize]=100`, { token: live().token });
    expect(listed.body.data.map((post) => post.slug)).not.toContain("unpublished-draft");
    expect((await request(`${live().url}/api/blog-posts/${created.body.data.documentId}`, { token: live().token })).status).toBe(404);
    await request(`${live().url}/content-manager/collection-types/api::blog-post.blog-post/${created.body.data.documentId}`, { method: "DELETE", token: jwt });
  });

  test("the site token reads content and the schema endpoints, and cannot write", async () => {
    const { url, token } = live();
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    const types = await request<{ data: Array<{ uid: string }> }>(`${url}/api/content-type-builder/content-types`, { token });
    expect(types.status).toBe(200);
    expect(types.body.data.map((type) => type.uid)).toEqual(
      expect.arrayContaining(["api::page.page", "api::blog-post.blog-post", "api::configuration.configuration"]),
    );
    const components = await request<{ data: Array<{ uid: string }> }>(`${url}/api/content-type-builder/components`, { token });
    expect(components.status).toBe(200);
    expect(components.body.data.map((component) => component.uid)).toEqual(
      expect.arrayContaining([
        "blocks.hero",
        "blocks.rich-text",
        "blocks.accordion",
        "blocks.accordion-item",
        "blocks.page-button",
        "blocks.section",
        "shared.seo",
      ]),
    );
    expect((await request(`${url}/api/pages?${qs(PAGE_QUERY)}`, { token })).status).toBe(200);
    expect((await request(`${url}/api/navigation/render/footer-navigation?type=TREE`, { token })).status).toBe(200);
    const write = await request(`${url}/api/pages`, { method: "POST", token, body: JSON.stringify({ data: { title: "x", slug: "x" } }) });
    expect([401, 403]).toContain(write.status);
  });

  test("the publisher webhook is registered once, with the Bearer header, and fires on publish", async () => {
    const jwt = await adminLogin(live().url, live().adminEmail, live().adminPassword);
    const webhooks = (
      await request<{ data: Array<Json & { headers: Record<string, string>; events: string[] }> }>(`${live().url}/admin/webhooks`, { token: jwt })
    ).body.data;
    expect(webhooks).toHaveLength(1);
    expect(webhooks[0]).toMatchObject({ name: "Publisher rebuild", url: webhookUrl, isEnabled: true, headers: { Authorization: "Bearer publisher-secret-1" } });
    expect([...(webhooks[0]?.events ?? [])].sort()).toEqual([
      "entry.create",
      "entry.delete",
      "entry.publish",
      "entry.unpublish",
      "entry.update",
      "media.create",
      "media.delete",
      "media.update",
    ]);
    const page = (await request<{ data: Array<{ documentId: string }> }>(`${live().url}/api/pages?filters[slug][$eq]=terms`, { token: live().token })).body
      .data[0] as {
      documentId: string;
    };
    const publish = await request(`${live().url}/content-manager/collection-types/api::page.page/${page.documentId}/actions/publish`, {
      method: "POST",
      token: jwt,
      body: JSON.stringify({ title: "Terms and conditions" }),
    });
    expect(publish.status).toBe(200);
    const hook = await waitFor("entry.publish webhook", () => hooks.find((h) => h.headers["x-strapi-event"] === "entry.publish"));
    expect(hook.headers.authorization).toBe("Bearer publisher-secret-1");
    expect(hook.body).toMatchObject({ event: "entry.publish", model: "page" });
  });

  test("publishing a category, a tag or an author reaches the publisher like a page, with the editor's words", async () => {
    const jwt = await adminLogin(live().url, live().adminEmail, live().adminPassword);
    for (const [uid, api, slug, model, name] of [
      ["api::category.category", "categories", "search", "category", "Search"],
      ["api::tag.tag", "tags", "planning", "tag", "Planning"],
      ["api::author.author", "authors", "grace-okafor", "author", "Grace Okafor"],
    ] as const) {
      const [entry] = (await request<{ data: Array<{ documentId: string }> }>(`${live().url}/api/${api}?filters[slug][$eq]=${slug}`, { token: live().token }))
        .body.data;
      hooks.length = 0;
      const publish = await request(`${live().url}/content-manager/collection-types/${uid}/${entry?.documentId}/actions/publish`, {
        method: "POST",
        token: jwt,
        body: JSON.stringify({ name }),
      });
      expect(publish.status).toBe(200);
      const hook = await waitFor(`${model} webhook`, () => hooks.find((h) => h.headers["x-strapi-event"] === "entry.publish"));
      expect(hook.body).toMatchObject({ event: "entry.publish", model, trigger: expect.stringContaining(` published the ${model} “${name}”`) });
    }
  });

  test("editing a navigation also reaches the publisher", async () => {
    const jwt = await adminLogin(live().url, live().adminEmail, live().adminPassword);
    const navigations = (await request<Array<{ documentId: string; slug: string }>>(`${live().url}/navigation`, { token: jwt })).body;
    const legal = navigations.find((navigation) => navigation.slug === "legal-navigation") as { documentId: string };
    const full = (await request<Json & { items: Json[] }>(`${live().url}/navigation/${legal.documentId}`, { token: jwt })).body;
    hooks.length = 0;
    const saved = await request(`${live().url}/navigation/${legal.documentId}`, {
      method: "PUT",
      token: jwt,
      body: JSON.stringify({ ...full, items: full.items.map((item) => ({ ...item, updated: true })) }),
    });
    expect(saved.status).toBe(200);
    const hook = await waitFor("navigation webhook", () => hooks.find((h) => (h.body.model as string | undefined)?.startsWith("navigation")));
    expect(hook.headers.authorization).toBe("Bearer publisher-secret-1");
  });
});

describe("restarts", () => {
  test("a plain restart changes nothing", async () => {
    firstCounts = await counts(cms as CmsHandle);
    expect(firstCounts.pages).toBeGreaterThanOrEqual(8);
    expect(firstCounts.posts).toBeGreaterThanOrEqual(8);
    expect(firstCounts.tokens).toBe(1);
    expect(firstCounts.webhooks).toBe(1);
    await cms?.stop();

    const started = Date.now();
    cms = await boot();
    const restartMs = Date.now() - started;
    expect(cms.token).toBe(firstToken);
    expect(await counts(cms)).toEqual(firstCounts);
    console.log(`restart on a seeded database: ${restartMs} ms`);
  });

  test("an interrupted seed is completed without duplicates; token and webhook are repaired", async () => {
    const live = cms as CmsHandle;
    const jwt = await adminLogin(live.url, live.adminEmail, live.adminPassword);
    const post = (
      await request<{ data: Array<{ documentId: string }> }>(`${live.url}/api/blog-posts?filters[slug][$eq]=how-to-brief-an-agency`, { token: live.token })
    ).body.data[0] as { documentId: string };
    const removed = await request(`${live.url}/content-manager/collection-types/api::blog-post.blog-post/${post.documentId}`, { method: "DELETE", token: jwt });
    expect(removed.status).toBe(200);
    await live.stop();

    expect(forgetSeedCompleted(dbFile)).toBe(1);
    unlinkSync(tokenFile);
    cms = await boot({ webhookToken: "publisher-secret-2" });

    expect(await counts(cms)).toEqual(firstCounts);
    const restored = await request<{ data: unknown[] }>(`${cms.url}/api/blog-posts?filters[slug][$eq]=how-to-brief-an-agency`, { token: cms.token });
    expect(restored.body.data).toHaveLength(1);

    expect(existsSync(tokenFile)).toBe(true);
    expect(cms.token).not.toBe(firstToken);
    expect((await request(`${cms.url}/api/content-type-builder/components`, { token: cms.token })).status).toBe(200);
    expect((await request(`${cms.url}/api/content-type-builder/components`, { token: firstToken })).status).toBe(401);

    const jwt2 = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
    const webhooks = (await request<{ data: Array<{ headers: Record<string, string> }> }>(`${cms.url}/admin/webhooks`, { token: jwt2 })).body.data;
    expect(webhooks).toHaveLength(1);
    expect(webhooks[0]?.headers.Authorization).toBe("Bearer publisher-secret-2");
  });
});
