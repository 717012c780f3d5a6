/**
 * What the admin tells editors about an entry's languages (src/admin): the languages an entry is missing in, as
 * the list's "Missing in" column and the edit view's "Translations" panel name them, the link that opens a missing
 * version, and the live paths the "Images used by" panel names per language. Every expected value is written out.
 * Plain Jest: no Strapi needed. Run: npx jest --config cms/tests/jest.config.cjs missing-translations
 */
import { livePathsText } from "../src/admin/live-paths-text";
import { missingLocales, missingNotice, searchInLocale } from "../src/admin/missing-translations";

describe("missingLocales", () => {
  test("an English entry without a French version misses French", () => {
    expect(missingLocales("en", [])).toEqual(["fr"]);
    expect(missingLocales("en", null)).toEqual(["fr"]);
  });

  test("an entry in both languages misses none, whichever version is shown", () => {
    expect(missingLocales("en", [{ locale: "fr" }])).toEqual([]);
    expect(missingLocales("fr", [{ locale: "en" }])).toEqual([]);
  });

  test("a French-only entry misses English", () => {
    expect(missingLocales("fr", [])).toEqual(["en"]);
  });

  test("a locale the site does not have counts for nothing", () => {
    expect(missingLocales("en", [{ locale: "de" }])).toEqual(["fr"]);
  });
});

describe("missingNotice", () => {
  test("names the languages in English", () => {
    expect(missingNotice(["fr"])).toBe("Missing in French");
    expect(missingNotice(["fr", "de"])).toBe("Missing in French and German");
    expect(missingNotice(["fr", "de", "es"])).toBe("Missing in French, German, and Spanish");
  });

  test("nothing when the entry is in every language", () => {
    expect(missingNotice([])).toBeNull();
  });
});

describe("searchInLocale", () => {
  test("sets the locale menu's parameter, keeping the others", () => {
    expect(searchInLocale("?plugins%5Bi18n%5D%5Blocale%5D=en&status=draft", "fr")).toBe("?plugins%5Bi18n%5D%5Blocale%5D=fr&status=draft");
    expect(searchInLocale("?page=2", "fr")).toBe("?page=2&plugins%5Bi18n%5D%5Blocale%5D=fr");
    expect(searchInLocale("", "fr")).toBe("?plugins%5Bi18n%5D%5Blocale%5D=fr");
  });
});

describe("livePathsText", () => {
  test("the English path plain, a translation's with its language", () => {
    expect(livePathsText([{ locale: "en", path: "/blog/paid-social-on-a-small-budget/" }])).toBe("/blog/paid-social-on-a-small-budget/");
    expect(
      livePathsText([
        { locale: "en", path: "/" },
        { locale: "fr", path: "/fr/" },
      ]),
    ).toBe("/, /fr/ in French");
    expect(livePathsText([{ locale: "fr", path: "/fr/a-propos/" }])).toBe("/fr/a-propos/ in French");
  });

  test("an entry the site does not show: nothing", () => {
    expect(livePathsText([])).toBe("");
  });
});
