import type { SiteConfiguration } from "../../src/lib/site-configuration";
import { seedFixture } from "../support/seed-fixture";
import { builtPages, cms, parseXml, readBuilt, SEED_PROFILE, SITE_URL } from "./support/built-site";

const pages = builtPages();
const seed = seedFixture(SEED_PROFILE);
// Pages that are not content: the 404 and /enquiry-received/, where a form posted without JavaScript lands.
const contentPages = pages.filter(({ path }) => !/^(\/fr)?\/404/.test(path) && !/^(\/fr)?\/enquiry-received\/$/.test(path));

interface Configuration extends SiteConfiguration {
  structured_data_logo?: unknown;
}

/**
 * The share image each page must carry, by the name the CMS gave the seeded upload (written out from
 * cms/src/seed/data/full: the SEO page's own share image, each post's cover, else the configuration's
 * meta_og_image, which the home page also names). The sparse profile seeds no image at all: no og:image.
 */
const FULL_SHARE_IMAGES: Readonly<Record<string, string>> = {
  "/services/digital/seo/": "share_seo",
  "/blog/when-to-refresh-your-brand/": "cover_brand_refresh",
  "/blog/local-seo-for-service-businesses/": "cover_local_seo",
  "/blog/paid-social-on-a-small-budget/": "cover_paid_social",
  "/blog/build-a-content-calendar-you-will-keep/": "cover_content_calendar",
  "/blog/measuring-marketing-that-matters/": "cover_measurement",
  "/blog/cookie-consent-without-losing-your-data/": "cover_cookie_consent",
  "/blog/email-marketing-is-not-dead/": "cover_email_marketing",
  "/blog/marketing-with-a-small-team/": "cover_small_budgets",
  "/blog/how-to-brief-an-agency/": "cover_agency_briefs",
  // Translations share their entry's images.
  "/fr/services/numerique/seo/": "share_seo",
  "/fr/blog/quand-renouveler-votre-marque/": "cover_brand_refresh",
  "/fr/blog/seo-local-entreprises-de-services/": "cover_local_seo",
  "/fr/blog/consentement-cookies-sans-perdre-vos-donnees/": "cover_cookie_consent",
};
const expectedShareImage = (path: string): string | undefined => (SEED_PROFILE === "full" ? (FULL_SHARE_IMAGES[path] ?? "lumen_and_lark_share") : undefined);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every JSON-LD block in a built page's head, parsed. */
const jsonLd = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>);

describe("meta on every built page", () => {
  it("finds the built pages", () => {
    expect(contentPages.length).toBeGreaterThan(3);
  });

  it("/enquiry-received/ is built, kept out of search engines (noindex, no canonical) and out of the sitemap", () => {
    const page = pages.find(({ path }) => path === "/enquiry-received/");
    expect(page).toBeDefined();
    expect(page!.document.querySelector('head meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(page!.document.querySelectorAll('head link[rel="canonical"]')).toHaveLength(0);
    expect(readBuilt("sitemap-0.xml")).not.toContain("enquiry-received");
  });

  it.each(contentPages.map(({ path, document }) => [path, document] as const))(
    "%s has one title, description, canonical and absolute OG tags",
    (path, document) => {
      expect(document.querySelectorAll("head title")).toHaveLength(1);
      expect(document.querySelector("head title")?.textContent?.trim()).not.toBe("");
      expect(document.querySelectorAll('head meta[name="description"]')).toHaveLength(1);
      const canonical = document.querySelectorAll('head link[rel="canonical"]');
      expect(canonical).toHaveLength(1);
      expect(canonical[0]!.getAttribute("href")).toBe(`${SITE_URL}${path}`);
      expect(document.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(`${SITE_URL}${path}`);
      for (const property of ["og:title", "og:type", "twitter:card"]) {
        expect(document.querySelectorAll(`meta[property="${property}"], meta[name="${property}"]`)).toHaveLength(1);
      }
      const image = document.querySelector('meta[property="og:image"]')?.getAttribute("content");
      const expected = expectedShareImage(path);
      if (expected) {
        // The CMS upload (name_<hash>.jpg) as Gatsby copied it into /static/<content hash>/, absolute.
        expect(image).toMatch(new RegExp(`^${escapeRegExp(SITE_URL)}/static/[0-9a-f]{32}/${expected}_[0-9a-f]{10}\\.jpg$`));
        expect(document.querySelector('meta[name="twitter:image"]')?.getAttribute("content")).toBe(image);
        expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary_large_image");
      } else {
        expect(image).toBeUndefined();
        expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary");
      }
    },
  );

  it("posts are og:type article with their published time", () => {
    const posts = contentPages.filter(({ path }) => /^\/blog\/(?!page\/)[^/]+\/$/.test(path));
    expect(posts.length).toBeGreaterThan(0);
    for (const { document } of posts) {
      expect(document.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("article");
      expect(document.querySelector('meta[property="article:published_time"]')?.getAttribute("content")).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
  });
});

describe("Organization JSON-LD", () => {
  let configuration: Configuration;
  beforeAll(async () => {
    configuration = (await cms<{ data: Configuration }>("/api/configuration?populate=*")).data;
  });

  it.each(contentPages.map(({ path, document }) => [path, document] as const))("%s has one parseable Organization matching the CMS", (path, document) => {
    const organizations = jsonLd(document).filter((entry) => entry["@type"] === "Organization");
    expect(organizations).toHaveLength(1);
    const data = organizations[0]!;
    expect(data.name).toBe(configuration.structured_data_name);
    expect(data.url).toBe(`${SITE_URL}/`);
    expect(JSON.stringify(data)).not.toMatch(/null|""/);
    const expectField = (key: string, value: unknown) => (value ? expect(data[key]).toEqual(value) : expect(data).not.toHaveProperty(key));
    expectField("description", configuration.structured_data_description);
    expectField("sameAs", seed.sameAs.length ? seed.sameAs : undefined);
    if (configuration.structured_data_logo) expect(String(data.logo)).toMatch(new RegExp(`^${SITE_URL}/`));
    else expect(data).not.toHaveProperty("logo");
    const points = (data.contactPoint ?? []) as { telephone?: string; email?: string; contactType: string }[];
    expect(points.map((point) => point.telephone ?? point.email)).toEqual([configuration.telephone, configuration.email].filter(Boolean));
    for (const point of points) expect(point.contactType).toBe("sales");
    if (configuration.structured_data_address_locality || configuration.structured_data_address_country) {
      expect(data.address).toMatchObject({ "@type": "PostalAddress" });
    } else {
      expect(data).not.toHaveProperty("address");
    }
    void path;
  });

  (SEED_PROFILE === "sparse" ? it : it.skip)("sparse profile: the empty fields are left out", () => {
    const data = jsonLd(contentPages[0]!.document).find((entry) => entry["@type"] === "Organization")!;
    for (const key of ["logo", "description", "address", "contactPoint", "sameAs"]) expect(data).not.toHaveProperty(key);
  });
});

describe("BreadcrumbList JSON-LD (docs/navigation.md)", () => {
  const trails = (path: string) => {
    const page = contentPages.find((candidate) => candidate.path === path);
    expect(page).toBeDefined();
    return jsonLd(page!.document).filter((entry) => entry["@type"] === "BreadcrumbList");
  };

  (SEED_PROFILE === "full" ? it : it.skip)("the third-level /services/digital/seo/ has its trail from home", () => {
    expect(trails("/services/digital/seo/")).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${SITE_URL}/` },
          { "@type": "ListItem", position: 2, name: "Services", item: `${SITE_URL}/services/` },
          { "@type": "ListItem", position: 3, name: "Digital marketing", item: `${SITE_URL}/services/digital/` },
          { "@type": "ListItem", position: 4, name: "Search engine optimisation", item: `${SITE_URL}/services/digital/seo/` },
        ],
      },
    ]);
  });

  it("the home page and a top-level page have none", () => {
    expect(trails("/")).toEqual([]);
    expect(trails("/about/")).toEqual([]);
  });
});

describe("rich-text links to the site end in the trailing slash (no 301 on a direct load)", () => {
  it.each(contentPages.map(({ path, document }) => [path, document] as const))("%s", (_path, document) => {
    const hrefs = [...document.querySelectorAll('[data-rich-text] a[href^="/"]')].map((anchor) => anchor.getAttribute("href") ?? "");
    // A path ends in "/" before any ?query or #hash, unless its last segment is a file.
    expect(hrefs.filter((href) => !/^[^?#]*\/([?#].*)?$/.test(href) && !/\.[a-z0-9]+([?#].*)?$/i.test(href))).toEqual([]);
  });

  (SEED_PROFILE === "full" ? it : it.skip)("the seeded [privacy policy](/privacy-policy) is built as /privacy-policy/", () => {
    const terms = contentPages.find((candidate) => candidate.path === "/terms/")!;
    const link = [...terms.document.querySelectorAll("[data-rich-text] a")].find((anchor) => anchor.textContent === "privacy policy");
    expect(link?.getAttribute("href")).toBe("/privacy-policy/");
  });
});

/** The full seed's category, tag and author listings (/tmp/seed-taxonomy.md; small-business has seven posts: two pages). */
const FULL_LISTING_PATHS = [
  ...["brand", "search", "advertising", "content", "strategy"].map((slug) => `/blog/category/${slug}/`),
  ...["small-business", "planning", "analytics", "branding", "local-search", "budgets", "privacy", "email"].map((slug) => `/blog/tag/${slug}/`),
  "/blog/tag/small-business/page/2/",
  ...["priya-raman", "tom-ashworth", "grace-okafor", "daniel-kowalski", "hannah-lindqvist", "samuel-osei"].map((slug) => `/blog/author/${slug}/`),
  ...["marque", "referencement", "publicite", "contenu", "strategie"].map((slug) => `/fr/blog/category/${slug}/`),
  ...["petites-entreprises", "planification", "mesure", "identite", "recherche-locale", "budgets", "confidentialite", "e-mail"].map(
    (slug) => `/fr/blog/tag/${slug}/`,
  ),
  ...["priya-raman", "tom-ashworth", "grace-okafor", "daniel-kowalski", "hannah-lindqvist", "samuel-osei"].map((slug) => `/fr/blog/author/${slug}/`),
];

describe("sitemap, robots.txt and RSS", () => {
  const xml = parseXml;

  it("the sitemap lists exactly the seeded pages, posts, blog index pages and blog listings, in every language", () => {
    const listings = SEED_PROFILE === "full" ? FULL_LISTING_PATHS : [];
    const expected = [...Object.values(seed.pagePaths), ...Object.values(seed.postPaths), ...seed.blogIndexPaths, ...seed.frenchPaths, ...listings].map(
      (path) => `${SITE_URL}${path}`,
    );
    const index = xml(readBuilt("sitemap-index.xml"));
    const shards = [...index.getElementsByTagName("loc")].map((loc) => new URL(loc.textContent!).pathname);
    expect(shards.length).toBeGreaterThan(0);
    const urls = shards.flatMap((shard) => [...xml(readBuilt(shard)).getElementsByTagName("loc")].map((loc) => loc.textContent));
    expect([...urls].sort()).toEqual([...expected].sort());
  });

  it("robots.txt points at the sitemap", () => {
    expect(readBuilt("robots.txt")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap-index.xml\n`);
  });

  it("the RSS feed is valid XML listing every post newest first", async () => {
    const { data: posts } = await cms<{ data: { title: string; slug: string }[] }>(
      "/api/blog-posts?pagination[pageSize]=100&sort[0]=published_on:desc&sort[1]=title:asc",
    );
    const feed = xml(readBuilt("rss.xml"));
    expect(feed.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(feed.documentElement.nodeName).toBe("rss");
    const items = [...feed.getElementsByTagName("item")];
    expect(items.map((item) => item.getElementsByTagName("title")[0]?.textContent)).toEqual(posts.map((post) => post.title));
    expect(items.map((item) => item.getElementsByTagName("link")[0]?.textContent)).toEqual(posts.map((post) => `${SITE_URL}/blog/${post.slug}/`));
  });

  it("the web manifest and its icons exist", () => {
    const manifest = JSON.parse(readBuilt("manifest.webmanifest")) as { icons: { src: string }[]; start_url: string };
    expect(manifest.start_url).toBe("/");
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect(() => readBuilt(icon.src.replace(/^\//, "").replace(/\?.*$/, ""))).not.toThrow();
  });
});
