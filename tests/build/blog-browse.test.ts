import { builtPages, parseXml, readBuilt, SEED_PROFILE, SITE_URL } from "./support/built-site";

/**
 * The blog to browse (docs/blog.md), in the full seed's build: every category, tag and author has its listing, six posts a
 * page, in both languages, in the sitemap; a post names its author as a Person, links its topics and its neighbours; a
 * case study links the next in the Work page's order. Expected values are the seed's, written out (/tmp/seed-taxonomy.md).
 */
const full = SEED_PROFILE === "full";
const pages = new Map(builtPages().map(({ path, document }) => [path, document]));

function page(path: string): Document {
  const document = pages.get(path);
  if (!document) throw new Error(`${path} was not built`);
  return document;
}

const title = (path: string) => page(path).querySelector("head title")?.textContent;
const description = (path: string) => page(path).querySelector('head meta[name="description"]')?.getAttribute("content");
const h1 = (path: string) => page(path).querySelector("main h1")?.textContent?.trim();
/** The post cards' links, in order. */
const cards = (path: string) => [...page(path).querySelectorAll("main ul li article h2 a, main ul li article h3 a")].map((link) => link.getAttribute("href"));
const hreflang = (path: string) =>
  Object.fromEntries(
    [...page(path).querySelectorAll('head link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
  );
const jsonLd = (path: string) =>
  [...page(path).querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>);

(full ? describe : describe.skip)("category, tag and author listings", () => {
  it("/blog/category/search/ is titled 'Search' and described by the category's description, listing its one post", () => {
    expect(title("/blog/category/search/")).toBe("Search | Lumen & Lark");
    expect(h1("/blog/category/search/")).toBe("Search");
    expect(description("/blog/category/search/")).toBe("Getting found on search engines and maps: SEO, local search and what to measure.");
    expect(cards("/blog/category/search/")).toEqual(["/blog/local-seo-for-service-businesses/"]);
  });

  it("/blog/category/strategy/ lists its four posts, newest first, on one page", () => {
    expect(cards("/blog/category/strategy/")).toEqual([
      "/blog/measuring-marketing-that-matters/",
      "/blog/cookie-consent-without-losing-your-data/",
      "/blog/marketing-with-a-small-team/",
      "/blog/how-to-brief-an-agency/",
    ]);
    expect(page("/blog/category/strategy/").querySelector('nav[aria-label="Blog pages"]')).toBeNull();
  });

  it("/blog/tag/small-business/ has seven posts on two pages: six, then one at /blog/tag/small-business/page/2/", () => {
    expect(title("/blog/tag/small-business/")).toBe("Posts tagged Small business | Lumen & Lark");
    expect(h1("/blog/tag/small-business/")).toBe("Posts tagged Small business");
    expect(cards("/blog/tag/small-business/")).toEqual([
      "/blog/when-to-refresh-your-brand/",
      "/blog/local-seo-for-service-businesses/",
      "/blog/paid-social-on-a-small-budget/",
      "/blog/build-a-content-calendar-you-will-keep/",
      "/blog/email-marketing-is-not-dead/",
      "/blog/marketing-with-a-small-team/",
    ]);
    expect(title("/blog/tag/small-business/page/2/")).toBe("Posts tagged Small business (page 2) | Lumen & Lark");
    expect(cards("/blog/tag/small-business/page/2/")).toEqual(["/blog/how-to-brief-an-agency/"]);
  });

  it("the tag's pagination marks the current page and links the other and Previous/Next", () => {
    const nav = page("/blog/tag/small-business/page/2/").querySelector('nav[aria-label="Blog pages"]')!;
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("2");
    expect(nav.querySelector('[aria-current="page"]')?.tagName).not.toBe("A");
    expect([...nav.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Previous", "/blog/tag/small-business/"],
      ["1", "/blog/tag/small-business/"],
    ]);
    const first = page("/blog/tag/small-business/").querySelector('nav[aria-label="Blog pages"]')!;
    expect([...first.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["2", "/blog/tag/small-business/page/2/"],
      ["Next", "/blog/tag/small-business/page/2/"],
    ]);
  });

  it("/blog/author/hannah-lindqvist/ shows her portrait, role and bio, and her three posts", () => {
    const path = "/blog/author/hannah-lindqvist/";
    expect(title(path)).toBe("Hannah Lindqvist, Content Lead | Lumen & Lark");
    expect(h1(path)).toBe("Hannah Lindqvist");
    expect(page(path).querySelector("main header img")).not.toBeNull();
    expect(page(path).querySelector("main header")?.textContent).toContain("Content Lead");
    expect(description(path)?.length).toBeGreaterThan(20);
    expect(cards(path)).toEqual(["/blog/when-to-refresh-your-brand/", "/blog/build-a-content-calendar-you-will-keep/", "/blog/email-marketing-is-not-dead/"]);
  });

  it("every category, tag and author has its page, in English and in French, even without posts", () => {
    for (const path of [
      "/blog/category/brand/",
      "/blog/category/advertising/",
      "/blog/category/content/",
      "/blog/tag/planning/",
      "/blog/tag/analytics/",
      "/blog/tag/branding/",
      "/blog/tag/local-search/",
      "/blog/tag/budgets/",
      "/blog/tag/privacy/",
      "/blog/tag/email/",
      "/blog/author/priya-raman/",
      "/blog/author/tom-ashworth/",
      "/blog/author/grace-okafor/",
      "/blog/author/daniel-kowalski/",
      "/blog/author/samuel-osei/",
      "/fr/blog/category/marque/",
      "/fr/blog/category/referencement/",
      "/fr/blog/category/publicite/",
      "/fr/blog/category/contenu/",
      "/fr/blog/category/strategie/",
      "/fr/blog/tag/planification/",
      "/fr/blog/tag/mesure/",
      "/fr/blog/tag/identite/",
      "/fr/blog/tag/recherche-locale/",
      "/fr/blog/tag/budgets/",
      "/fr/blog/tag/confidentialite/",
      "/fr/blog/tag/e-mail/",
      "/fr/blog/author/priya-raman/",
      "/fr/blog/author/samuel-osei/",
    ]) {
      expect([path, pages.has(path)]).toEqual([path, true]);
    }
    // No French post is about budgets: the page says so.
    expect(page("/fr/blog/tag/budgets/").querySelector("main")?.textContent).toContain("Aucun article pour le moment.");
  });

  it("a French listing is in French, under its French slug, with the English one as its alternate", () => {
    expect(h1("/fr/blog/tag/petites-entreprises/")).toBe("Articles avec l’étiquette Petites entreprises");
    expect(cards("/fr/blog/tag/petites-entreprises/")).toEqual(["/fr/blog/quand-renouveler-votre-marque/", "/fr/blog/seo-local-entreprises-de-services/"]);
    expect(hreflang("/fr/blog/tag/petites-entreprises/")).toEqual({
      en: `${SITE_URL}/blog/tag/small-business/`,
      fr: `${SITE_URL}/fr/blog/tag/petites-entreprises/`,
      "x-default": `${SITE_URL}/blog/tag/small-business/`,
    });
    expect(title("/fr/blog/author/grace-okafor/")).toBe("Grace Okafor, Responsable du référencement | Lumen & Lark");
  });

  it("the sitemap lists the listings with their translations", () => {
    const index = parseXml(readBuilt("sitemap-index.xml"));
    const shards = [...index.getElementsByTagName("loc")].map((loc) => new URL(loc.textContent!).pathname);
    const urls = shards.flatMap((shard) => [...parseXml(readBuilt(shard)).getElementsByTagName("url")]);
    const entry = (path: string) => urls.find((url) => url.getElementsByTagName("loc")[0]?.textContent === `${SITE_URL}${path}`);
    for (const path of [
      "/blog/category/search/",
      "/blog/tag/small-business/",
      "/blog/tag/small-business/page/2/",
      "/blog/author/hannah-lindqvist/",
      "/fr/blog/category/referencement/",
    ]) {
      expect([path, entry(path) !== undefined]).toEqual([path, true]);
    }
    const links = [...entry("/blog/category/search/")!.getElementsByTagName("xhtml:link")].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["en", `${SITE_URL}/blog/category/search/`],
      ["fr", `${SITE_URL}/fr/blog/category/referencement/`],
      ["x-default", `${SITE_URL}/blog/category/search/`],
    ]);
  });
});

(full ? describe : describe.skip)("a post: its author, category, tags and neighbours", () => {
  const post = "/blog/local-seo-for-service-businesses/";

  it("names its author as a Person in its BlogPosting JSON-LD: name, job title, author page, portrait", () => {
    const posting = jsonLd(post).find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: "Local SEO for service businesses: a practical checklist", inLanguage: "en", url: `${SITE_URL}${post}` });
    const author = posting!.author as Record<string, string>;
    expect(author).toMatchObject({ "@type": "Person", name: "Grace Okafor", jobTitle: "Head of Search", url: `${SITE_URL}/blog/author/grace-okafor/` });
    expect(author.image).toMatch(
      new RegExp(`^${SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/static/[0-9a-f]{32}/portrait_grace_okafor_[0-9a-f]{10}\\.jpg$`),
    );
  });

  it("links its author's page, its category and its tags", () => {
    const header = page(post).querySelector("main article header")!;
    const links = [...header.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["All posts", "/blog/"],
      ["Grace Okafor", "/blog/author/grace-okafor/"],
      ["Search", "/blog/category/search/"],
      ["Local search", "/blog/tag/local-search/"],
      ["Small business", "/blog/tag/small-business/"],
    ]);
    expect(header.querySelector("img")).not.toBeNull();
  });

  it("links the previous (newer) and next (older) post", () => {
    const nav = page(post).querySelector('nav[aria-label="More posts"]')!;
    expect([...nav.querySelectorAll("a")].map((link) => [link.getAttribute("rel"), link.getAttribute("href")])).toEqual([
      ["prev", "/blog/when-to-refresh-your-brand/"],
      ["next", "/blog/paid-social-on-a-small-budget/"],
    ]);
  });

  it("offers posts that share its category and tags to read next: the other strategy posts about planning or analytics", () => {
    const section = page("/blog/measuring-marketing-that-matters/").querySelector('section[aria-labelledby="related-posts-heading"]')!;
    expect([...section.querySelectorAll("h3 a")].map((link) => link.getAttribute("href"))).toEqual([
      "/blog/cookie-consent-without-losing-your-data/",
      "/blog/marketing-with-a-small-team/",
      "/blog/how-to-brief-an-agency/",
    ]);
  });
});

(full ? describe : describe.skip)("case studies: previous and next in the Work page's order", () => {
  const neighbours = (path: string, label = "More case studies") =>
    [...(page(path).querySelector(`nav[aria-label="${label}"]`)?.querySelectorAll("a") ?? [])].map((link) => [
      link.getAttribute("rel"),
      link.getAttribute("href"),
    ]);

  it("Harbour & Pine → Northfield Physio → Tally, the ends with one link each", () => {
    expect(neighbours("/work/harbour-and-pine/")).toEqual([["next", "/work/northfield-physio/"]]);
    expect(neighbours("/work/northfield-physio/")).toEqual([
      ["prev", "/work/harbour-and-pine/"],
      ["next", "/work/tally/"],
    ]);
    expect(neighbours("/work/tally/")).toEqual([["prev", "/work/northfield-physio/"]]);
    expect(neighbours("/fr/realisations/harbour-and-pine/", "Autres études de cas")).toEqual([["next", "/fr/realisations/northfield-physio/"]]);
  });

  it("other pages have none", () => {
    expect(page("/work/").querySelector('nav[aria-label="More case studies"]')).toBeNull();
    expect(page("/about/").querySelector('nav[aria-label="More case studies"]')).toBeNull();
  });
});
