/**
 * The admin's search-result and social-card preview (src/lib/search-preview.ts): the texts the site's head will
 * carry for an entry, their lengths in characters and where search results cut them. Every expected value is
 * written out. Plain Jest: no Strapi needed. Run: npx jest --config cms/tests/jest.config.cjs search-preview
 */
import { characterCount, searchPreview, truncateForSearch } from "../src/lib/search-preview";

describe("characterCount", () => {
  test.each([
    ["", 0],
    ["Paid social", 11],
    ["Crème brûlée", 12],
    ["Launch 🚀 day", 12],
  ])("%j has %i characters", (text, count) => {
    expect(characterCount(text)).toBe(count);
  });
});

describe("truncateForSearch", () => {
  test("a text within the limit is shown whole", () => {
    expect(truncateForSearch("Paid social on a small budget", 29)).toBe("Paid social on a small budget");
  });
  test("a longer text is cut at the end of a word, with an ellipsis, within the limit", () => {
    expect(truncateForSearch("Paid social on a small budget", 20)).toBe("Paid social on a…");
    expect(truncateForSearch("Paid social on a small budget", 28)).toBe("Paid social on a small…");
  });
  test("punctuation before the cut goes", () => {
    expect(truncateForSearch("Brand, web, and social: everything", 17)).toBe("Brand, web, and…");
    expect(truncateForSearch("Brand, web, and social: everything", 12)).toBe("Brand, web…");
  });
  test("one long word is cut inside it", () => {
    expect(truncateForSearch("Supercalifragilistic", 10)).toBe("Supercali…");
  });
});

describe("searchPreview", () => {
  test("the meta fields win, counted, with the post's address", () => {
    expect(
      searchPreview({
        kind: "post",
        title: "Paid social on a small budget",
        slug: "paid-social-on-a-small-budget",
        metaTitle: "Paid social for small budgets",
        metaDescription: "Five ways a small business can spend a few hundred pounds a month on paid social and still see results.",
        excerpt: "Ideas for a small budget.",
        siteName: "Lumen & Lark",
        siteDescription: "A small studio.",
      }),
    ).toEqual({
      title: {
        text: "Paid social for small budgets",
        shown: "Paid social for small budgets",
        count: 29,
        limit: 60,
        source: "the meta title",
        advice: "Fits in search results.",
      },
      description: {
        text: "Five ways a small business can spend a few hundred pounds a month on paid social and still see results.",
        shown: "Five ways a small business can spend a few hundred pounds a month on paid social and still see results.",
        count: 103,
        limit: 160,
        source: "the meta description",
        advice: "Fits in search results.",
      },
      path: "/blog/paid-social-on-a-small-budget/",
    });
  });

  test("empty meta fields fall back as the site's head does: title and site name, then a post's excerpt", () => {
    const preview = searchPreview({
      kind: "post",
      title: "Paid social on a small budget",
      slug: "paid-social",
      metaTitle: "  ",
      metaDescription: "",
      excerpt: "Ideas for a small budget.",
      siteName: "Lumen & Lark",
      siteDescription: "A small studio.",
    });
    expect(preview.title.text).toBe("Paid social on a small budget | Lumen & Lark");
    expect(preview.title.source).toBe("the title and the site name");
    expect(preview.title.count).toBe(44);
    expect(preview.description.text).toBe("Ideas for a small budget.");
    expect(preview.description.source).toBe("the excerpt");
    expect(preview.description.advice).toBe("Under 70 characters: search engines may show words of the page instead.");
  });

  test("a page has no excerpt: the site's description, else the title", () => {
    const base = { kind: "page" as const, title: "About us", slug: "about", siteName: "Lumen & Lark", excerpt: "ignored on pages" };
    expect(searchPreview({ ...base, siteDescription: "A small studio." }).description).toMatchObject({
      text: "A small studio.",
      source: "the site's description (Site settings)",
    });
    expect(searchPreview(base).description).toMatchObject({ text: "About us", source: "the title" });
    expect(searchPreview(base).path).toBe("/about/");
  });

  test("a page's address is its whole path on the site: its parents' slugs, then its own", () => {
    expect(searchPreview({ kind: "page", slug: "email-marketing", parentSlugs: ["services", "digital"] }).path).toBe("/services/digital/email-marketing/");
    expect(searchPreview({ kind: "page", slug: "", parentSlugs: ["services"] }).path).toBe("/services/");
    expect(searchPreview({ kind: "page", slug: "home" }).path).toBe("/");
    expect(searchPreview({ kind: "page", slug: "marketing-par-email", parentSlugs: ["services", "numerique"], locale: "fr" }).path).toBe(
      "/fr/services/numerique/marketing-par-email/",
    );
  });

  test("a translation's address has its locale's prefix; the default locale's has none", () => {
    expect(searchPreview({ kind: "page", slug: "a-propos", locale: "fr" }).path).toBe("/fr/a-propos/");
    expect(searchPreview({ kind: "post", slug: "bien-briefer", locale: "fr" }).path).toBe("/fr/blog/bien-briefer/");
    expect(searchPreview({ kind: "page", slug: "about", locale: "en" }).path).toBe("/about/");
  });

  test("over the limits: counted, cut as search results cut, and said", () => {
    const preview = searchPreview({
      kind: "page",
      title: "Services",
      slug: "services",
      metaTitle: "Brand strategy, web design and paid social for small businesses in Bristol",
      metaDescription:
        "We help small businesses in Bristol and the South West grow with brand strategy, websites that load fast, and paid social campaigns that pay for themselves within a quarter.",
    });
    expect(preview.title).toEqual({
      text: "Brand strategy, web design and paid social for small businesses in Bristol",
      shown: "Brand strategy, web design and paid social for small…",
      count: 74,
      limit: 60,
      source: "the meta title",
      advice: "Over 60 characters: search results cut it.",
    });
    expect(preview.description.count).toBe(173);
    expect(preview.description.shown).toBe(
      "We help small businesses in Bristol and the South West grow with brand strategy, websites that load fast, and paid social campaigns that pay for themselves…",
    );
    expect(preview.description.advice).toBe("Over 160 characters: search results cut it.");
  });

  test("a new entry with nothing typed yet", () => {
    expect(searchPreview({ kind: "page" })).toEqual({
      title: { text: "", shown: "", count: 0, limit: 60, source: "the title", advice: "Empty." },
      description: {
        text: "",
        shown: "",
        count: 0,
        limit: 160,
        source: "nothing yet",
        advice: "Under 70 characters: search engines may show words of the page instead.",
      },
      path: "/",
    });
  });
});
