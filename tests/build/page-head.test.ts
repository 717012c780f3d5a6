import { statSync } from "node:fs";
import { join } from "node:path";
import { BUILD_DIR, builtPages } from "./support/built-site";

const pages = builtPages();

describe("what every built page's head carries before the first paint", () => {
  it("finds the built pages", () => {
    expect(pages.length).toBeGreaterThan(3);
  });

  it.each(pages.map(({ path, document }) => [path, document] as const))(
    "%s has none of gatsby-plugin-image's component CSS, noscript style or load-listening module script",
    (_path, document) => {
      const styles = [...document.querySelectorAll("style")].map((style) => style.textContent ?? "");
      expect(styles.filter((css) => css.includes(".gatsby-image-wrapper"))).toEqual([]);
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
      expect(document.querySelectorAll("head noscript")).toHaveLength(0);
    },
  );
});

describe("the fonts every page preloads", () => {
  const home = pages.find(({ path }) => path === "/")!.document;
  const preloaded = [...home.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => link.getAttribute("href") ?? "");

  it("are the three families' Latin files, the same on every page", () => {
    expect(preloaded.map((href) => href.replace(/-[0-9a-f]{32}\.woff2$/, ""))).toEqual([
      "/static/inter-latin-wght-normal",
      "/static/fraunces-latin-wght-normal",
      "/static/space-grotesk-latin-wght-normal",
    ]);
    for (const { document } of pages) {
      expect([...document.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => link.getAttribute("href"))).toEqual(preloaded);
    }
  });

  // 78,360 bytes on 2026-11-29, with the letters of French copy in the core.
  it("are cut to the core characters: 77 KiB at most together (the full files weigh 107 KB)", () => {
    const bytes = preloaded.map((href) => statSync(join(BUILD_DIR, href)).size);
    expect(bytes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(77 * 1024);
  });
});

describe("no paint of a half-arrived header (a layout shift on slow connections)", () => {
  it.each(pages.map(({ path, document }) => [path, document] as const))(
    "%s blocks rendering until the header is parsed, and the header carries that id",
    (_path, document) => {
      const expectLinks = [...document.querySelectorAll('head link[rel="expect"]')].map((link) => [link.getAttribute("href"), link.getAttribute("blocking")]);
      expect(expectLinks).toEqual([["#site-header", "render"]]);
      expect(document.querySelector("body header")?.getAttribute("id")).toBe("site-header");
      // The menu toggle's placeholder comes right after the consultation link, before the desktop menu's markup.
      const bar = document.querySelector("body header > div");
      const tags = [...(bar?.children ?? [])].map((child) => child.tagName);
      expect(tags.indexOf("SPAN")).toBeLessThan(tags.indexOf("NAV"));
    },
  );
});
