import { builtPages } from "./support/built-site";

const pages = builtPages();

/**
 * The blog must be findable from anywhere (issue: no page linked /blog/): the seed puts it in the main and the
 * footer navigation of both profiles, and every page's HTML carries both, before any script runs.
 */
describe("the blog is linked from every page", () => {
  it("finds the built pages, the 404 among them", () => {
    expect(pages.map(({ path }) => path)).toEqual(expect.arrayContaining(["/", "/blog/", "/404.html"]));
  });

  it.each(pages.map(({ path, document }) => [path, document] as const))(
    "%s links /blog/ in the header's main navigation and in the footer's",
    (_path, document) => {
      const header = document.querySelector('header nav[aria-label="Main"] a[href="/blog/"]');
      expect(header?.textContent?.trim()).toBe("Blog");
      const footer = document.querySelector('footer nav[aria-label="Footer"] a[href="/blog/"]');
      expect(footer?.textContent?.trim()).toBe("Blog");
    },
  );
});
