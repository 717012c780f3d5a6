import { builtPages } from "./support/built-site";

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
