import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_DIR, builtPages, readBuilt, SEED_PROFILE, SITE_URL } from "./support/built-site";

/**
 * The languages as search engines read them from the built output (docs/i18n.md): reciprocal hreflang, the sitemap's
 * alternates, one feed per language, and the catalogues in one static query result, in no script and no page's data.
 * Paths are the full seed's, written out.
 */
const pages = builtPages();
const byPath = new Map(pages.map((page) => [page.path, page.document]));
const fullOnly = SEED_PROFILE === "full" ? test : test.skip;

/** A page's hreflang links as "lang path", sorted. */
function alternates(document: Document): string[] {
  return [...document.querySelectorAll('link[rel="alternate"][hreflang]')]
    .map((link) => `${link.getAttribute("hreflang")} ${(link.getAttribute("href") ?? "").replace(SITE_URL, "")}`)
    .sort();
}

describe("hreflang", () => {
  it("is reciprocal on every built page: each alternate exists and names the same set, x-default among them", () => {
    const problems: string[] = [];
    for (const { path, document } of pages) {
      const own = alternates(document);
      if (own.length === 0) continue;
      if (!own.some((entry) => entry.startsWith("x-default "))) problems.push(`${path}: no x-default`);
      for (const entry of own) {
        const target = entry.split(" ")[1]!;
        const other = byPath.get(target);
        if (!other) problems.push(`${path}: its alternate ${target} is not built`);
        else if (alternates(other).join("|") !== own.join("|")) problems.push(`${path} and ${target} name different alternates`);
      }
    }
    expect(problems).toEqual([]);
  });

  fullOnly("links the English and French versions of the home page, a nested page and a post", () => {
    expect(alternates(byPath.get("/")!)).toEqual(["en /", "fr /fr/", "x-default /"]);
    expect(alternates(byPath.get("/fr/services/numerique/seo/")!)).toEqual([
      "en /services/digital/seo/",
      "fr /fr/services/numerique/seo/",
      "x-default /services/digital/seo/",
    ]);
    expect(alternates(byPath.get("/blog/when-to-refresh-your-brand/")!)).toEqual([
      "en /blog/when-to-refresh-your-brand/",
      "fr /fr/blog/quand-renouveler-votre-marque/",
      "x-default /blog/when-to-refresh-your-brand/",
    ]);
    // An English-only post has no translation to point to.
    expect(alternates(byPath.get("/blog/email-marketing-is-not-dead/")!)).toEqual([]);
  });

  fullOnly("gives each page its language: <html lang>, og:locale and its alternates", () => {
    const french = byPath.get("/fr/a-propos/")!;
    expect(french.documentElement.getAttribute("lang")).toBe("fr");
    expect(french.querySelector('meta[property="og:locale"]')?.getAttribute("content")).toBe("fr_FR");
    expect([...french.querySelectorAll('meta[property="og:locale:alternate"]')].map((meta) => meta.getAttribute("content"))).toEqual(["en_GB"]);
    expect(french.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE_URL}/fr/a-propos/`);
    expect(byPath.get("/about/")!.documentElement.getAttribute("lang")).toBe("en");
  });
});

fullOnly("the sitemap lists each page with its translations as xhtml:link alternates", () => {
  const sitemap = readBuilt("sitemap-0.xml");
  const entry = sitemap.split("<url>").find((url) => url.includes(`<loc>${SITE_URL}/services/digital/seo/</loc>`));
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/services/digital/seo/"/>`);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${SITE_URL}/fr/services/numerique/seo/"/>`);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/services/digital/seo/"/>`);
  expect(sitemap).toContain(`<loc>${SITE_URL}/fr/services/numerique/seo/</loc>`);
});

fullOnly("each language has its own feed with its own posts", () => {
  const english = readBuilt("rss.xml");
  const french = readBuilt("fr/rss.xml");
  expect(english).toContain("Email marketing is not dead, it is underused");
  expect(english).not.toContain("Quand faut-il renouveler votre marque ?");
  expect(french).toContain("Quand faut-il renouveler votre marque ?");
  expect(french).toContain(`${SITE_URL}/fr/blog/quand-renouveler-votre-marque/`);
  expect(french).not.toContain("Email marketing is not dead");
  expect(french).toMatch(/<language>(<!\[CDATA\[)?fr(\]\]>)?<\/language>/);
});

fullOnly("no script carries a language's words: they travel in the catalogues' static query result", () => {
  const scripts = readdirSync(BUILD_DIR).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(3);
  const carrying = scripts.filter((file) => {
    const text = readFileSync(join(BUILD_DIR, file), "utf8");
    return text.includes("Tout refuser") || text.includes("Page introuvable") || text.includes("Envoyer la demande") || text.includes("Indiquez votre nom.");
  });
  expect(carrying).toEqual([]);
});

fullOnly("the app's script lists no French page among its match paths: French pages cost nothing on the English ones", () => {
  const app = readdirSync(BUILD_DIR).find((file) => /^app-[0-9a-f]+\.js$/.test(file));
  expect(app).toBeDefined();
  const text = readFileSync(join(BUILD_DIR, app!), "utf8");
  // With a catch-all "/fr/*" 404, Gatsby listed every French page here (docs/deploying.md, "A language's own 404 page").
  const listed = ['"matchPath":"/fr/', "/fr/blog/quand-renouveler-votre-marque/", "/fr/services/numerique/seo/"].filter((part) => text.includes(part));
  expect(listed).toEqual([]);
});

fullOnly("the catalogues travel once, in one static query result every page names, and in no page's or slice's data", () => {
  const pageData = JSON.parse(readBuilt("page-data/fr/blog/quand-renouveler-votre-marque/page-data.json")) as {
    result: { pageContext: Record<string, unknown> };
    staticQueryHashes: string[];
  };
  expect(pageData.result.pageContext).not.toHaveProperty("messages");
  const withWords = readdirSync(join(BUILD_DIR, "page-data", "sq", "d")).filter((file) => {
    const text = readFileSync(join(BUILD_DIR, "page-data", "sq", "d", file), "utf8");
    return text.includes("Tout refuser") && text.includes("Decline all");
  });
  expect(withWords).toHaveLength(1);
  expect(pageData.staticQueryHashes).toContain(withWords[0]!.replace(/\.json$/, ""));
  for (const file of [
    "page-data/fr/blog/quand-renouveler-votre-marque/page-data.json",
    "page-data/index/page-data.json",
    "slice-data/site-header-fr.json",
    "slice-data/site-footer.json",
  ]) {
    expect([file, readBuilt(file).includes("Tout refuser") || readBuilt(file).includes("Decline all")]).toEqual([file, false]);
  }
});
