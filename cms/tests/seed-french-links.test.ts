/**
 * The French seed's own links: every link in French text leads to a French page or post that the seed creates
 * (a French visitor is never sent to an English page or a post without a French version), and every page a French
 * block or menu item links is translated. Plain Jest over the seed data: no Strapi needed.
 * Run: npx jest --config cms/tests/jest.config.cjs seed-french-links
 */
import { full } from "../src/seed/data/full/content";
import type { BlockSeed, NavItemSeed } from "../src/seed/seed-types";

const fr = full.translations!.fr!;

/** French page paths by English slug, from the seed data's parents and French slugs. */
const frenchPath = (key: string): string => {
  const page = full.pages.find((candidate) => candidate.slug === key)!;
  const own = fr.pages[key]!.slug;
  if (own === "home") return "/fr/";
  return `${page.parent ? frenchPath(page.parent) : "/fr/"}${own}/`;
};

const markdownOf = (block: BlockSeed): string[] => {
  switch (block.__component) {
    case "blocks.rich-text":
      return [block.body];
    case "blocks.text-image":
      return [block.body];
    case "blocks.section":
      return [block.body ?? ""];
    case "blocks.accordion":
      return block.items.map((item) => item.body);
    default:
      return [];
  }
};

const texts = (): Array<[string, string]> => [
  ...Object.entries(fr.pages).flatMap(([key, page]) => page.content.flatMap(markdownOf).map((text) => [`page ${key}`, text] as [string, string])),
  ...Object.entries(fr.posts).map(([key, post]) => [`post ${key}`, post.body] as [string, string]),
  ["consent text", fr.configuration.cookie_consent_interstitial_wysiwyg ?? ""],
];

test("the French pages sit at the agreed French paths", () => {
  expect(["services", "digital", "seo", "about", "team", "work", "contact", "cookie-policy", "privacy-policy", "home"].map(frenchPath)).toEqual([
    "/fr/services/",
    "/fr/services/numerique/",
    "/fr/services/numerique/seo/",
    "/fr/a-propos/",
    "/fr/a-propos/equipe/",
    "/fr/realisations/",
    "/fr/contact/",
    "/fr/politique-cookies/",
    "/fr/confidentialite/",
    "/fr/",
  ]);
});

test("every site link in French text leads to a French page or French post the seed creates", () => {
  const targets = new Set([...Object.keys(fr.pages).map(frenchPath), ...Object.values(fr.posts).map((post) => `/fr/blog/${post.slug}/`)]);
  const broken: string[] = [];
  for (const [where, text] of texts()) {
    for (const [, href] of text.matchAll(/\]\((\/[^)\s]*)\)/g)) {
      const path = href!.split("#")[0]!.replace(/\/?$/, "/");
      if (!targets.has(path)) broken.push(`${where}: ${href}`);
    }
  }
  expect(broken).toEqual([]);
});

test("every page a French block or menu item links has a French version", () => {
  const linked = (block: BlockSeed): string[] => {
    switch (block.__component) {
      case "blocks.page-button":
        return [block.page];
      case "blocks.hero":
        return [block.primary_cta?.page, block.secondary_cta?.page].filter((slug): slug is string => Boolean(slug));
      case "blocks.services":
      case "blocks.case-studies":
        return block.items.flatMap((item) => (item.page ? [item.page] : []));
      default:
        return [];
    }
  };
  const items = (list: NavItemSeed[]): string[] => list.flatMap((item) => ("page" in item ? [item.page, ...items(item.items ?? [])] : []));
  const missing = [
    ...Object.values(fr.pages).flatMap((page) => page.content.flatMap(linked)),
    ...fr.navigations.flatMap((navigation) => items(navigation.items)),
  ].filter((key) => !fr.pages[key]);
  expect(missing).toEqual([]);
});

test("English-only posts stay English-only: three posts are translated", () => {
  expect(Object.keys(fr.posts)).toEqual(["when-to-refresh-your-brand", "local-seo-for-service-businesses", "cookie-consent-without-losing-your-data"]);
});
