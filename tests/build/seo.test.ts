import type { SiteConfiguration } from "../../src/lib/site-configuration";
import { seedFixture } from "../support/seed-fixture";
import { builtPages, cms, parseXml, readBuilt, SEED_PROFILE, SITE_URL } from "./support/built-site";

const pages = builtPages();
const seed = seedFixture(SEED_PROFILE);
const contentPages = pages.filter(({ path }) => !path.startsWith("/404"));

interface Configuration extends SiteConfiguration {
  structured_data_logo?: unknown;
}

describe("meta on every built page", () => {
  it("finds the built pages", () => {
    expect(contentPages.length).toBeGreaterThan(3);
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
      if (image) expect(image).toMatch(new RegExp(`^${SITE_URL}/`));
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
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!.textContent ?? "") as Record<string, unknown>;
    expect(data["@type"]).toBe("Organization");
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
    const data = JSON.parse(contentPages[0]!.document.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;
    for (const key of ["logo", "description", "address", "contactPoint", "sameAs"]) expect(data).not.toHaveProperty(key);
  });
});

describe("sitemap, robots.txt and RSS", () => {
  const xml = parseXml;

  it("the sitemap lists exactly the seeded pages and posts", () => {
    const expected = [...Object.values(seed.pagePaths), ...Object.values(seed.postPaths)].map((path) => `${SITE_URL}${path}`);
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
