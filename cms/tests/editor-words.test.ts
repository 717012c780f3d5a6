/**
 * The navigation editor and the Media Library's delete dialogs in editors' words (src/admin/editor-words.ts): the
 * admin's configuration carries the overrides, and each one lands on a key the plugin really has, so Strapi's merge
 * replaces its words. Plain Jest against the installed plugins' English translations: no Strapi needed.
 * Run: npx jest --config cms/tests/jest.config.cjs editor-words
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ADMIN_CONFIG, MEDIA_WORDS, NAVIGATION_WORDS } from "../src/admin/editor-words";

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}.${key}`, value]] : Object.entries(flatten(value, `${prefix}.${key}`)),
    ),
  );

/** An installed package's folder (the CMS's own node_modules, else the workspace's): the plugins' translations are read as files. */
const packageDir = (name: string): string =>
  [join(__dirname, "..", "node_modules", name), join(__dirname, "..", "..", "node_modules", name)].find((dir) => existsSync(dir)) ?? name;

const navigationDist = join(packageDir("strapi-plugin-navigation"), "dist", "_chunks");
const navigationEnglish = (() => {
  const file = readdirSync(navigationDist).find((name) => /^en-.*\.js$/.test(name)) ?? "";
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's translations are a CommonJS chunk
  return flatten((require(join(navigationDist, file)) as { default: Tree }).default, "navigation");
})();
/**
 * The keys the plugin's admin bundle asks its translations for, with the words it falls back to: a few are missing
 * from its English file (it shows "Read fields from related" for `popup.item.form.autoSync.label`).
 */
const navigationAsked = (() => {
  const bundle = readFileSync(join(packageDir("strapi-plugin-navigation"), "dist", "admin", "index.mjs"), "utf8");
  const asked = new Map<string, string | undefined>();
  for (const [, key, fallback] of bundle.matchAll(
    /\b[\w$]{1,2}\(\s*"((?:popup|components|pages|header|notification|view|form|plugin|settings)\.[\w.]+)"(?:,\s*"([^"]*)")?/g,
  ))
    asked.set(`navigation.${key}`, fallback);
  return asked;
})();
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the upload plugin's translations are CommonJS
const uploadEnglish = require(join(packageDir("@strapi/upload"), "dist", "admin", "translations", "en.json.js")) as Record<string, string>;

describe("the admin's words for editors", () => {
  test("the admin configuration registers every override for English", () => {
    expect(ADMIN_CONFIG.translations.en).toEqual({ ...NAVIGATION_WORDS, ...MEDIA_WORDS });
  });

  test("the navigation editor's developer words are replaced", () => {
    const words = ADMIN_CONFIG.translations.en;
    expect(navigationEnglish["navigation.header.description"]).toBe("Define your portal navigation");
    expect(words["navigation.header.description"]).toBe(
      "The site's menus: the header, the footer and the legal links. Saving a menu rebuilds the site with it.",
    );
    expect(navigationEnglish["navigation.popup.item.form.menuAttached.label"]).toBe("Attach to menu");
    expect(words["navigation.popup.item.form.menuAttached.label"]).toBe("In the menu");
    expect(navigationEnglish["navigation.popup.item.form.title.autoSync.label"]).toBe("Read fields from related");
    expect(words["navigation.popup.item.form.title.autoSync.label"]).toBe("Use the page's title");
    expect(navigationEnglish["navigation.header.meta"]).toBe("ID: { id }, slug: { key }");
    expect(words["navigation.header.meta"]).toBe("Menu address for developers: { key }");
    expect(words["navigation.popup.item.form.related.label"]).toBe("Page");
    // The item form's own keys, which the English file lacks: the form showed their fallback words.
    expect(navigationAsked.get("navigation.popup.item.form.autoSync.label")).toBe("Read fields from related");
    expect(words["navigation.popup.item.form.autoSync.label"]).toBe("Use the page's title");
    expect(navigationAsked.get("navigation.popup.item.form.menuAttached.placeholder")).toBe("is menu item attached to menu");
    expect(words["navigation.popup.item.form.menuAttached.placeholder"]).toBe("The site shows every item of a menu");
  });

  test("every override is a key the plugin has (a renamed key would silently bring its words back)", () => {
    expect(Object.keys(NAVIGATION_WORDS).filter((key) => !(key in navigationEnglish) && !navigationAsked.has(key))).toEqual([]);
    expect(Object.keys(MEDIA_WORDS).filter((key) => !(`${key.replace(/^upload\./, "")}` in uploadEnglish))).toEqual([]);
  });

  test("the Media Library no longer says linked content will break: the CMS refuses to delete a file in use", () => {
    expect(uploadEnglish["asset-details.delete.description"]).toContain("linked content will break");
    expect(ADMIN_CONFIG.translations.en["upload.asset-details.delete.description"]).toBe(
      "This file cannot be recovered once deleted. A file that published content shows is not deleted: you are told where it is used, to change it there first.",
    );
  });
});
