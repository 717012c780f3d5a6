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

  // A French page links the French blog, in its menus named in French (the seed's French navigations).
  const french = (path: string) => path.startsWith("/fr/");
  it.each(pages.map(({ path, document }) => [path, french(path) ? "/fr/blog/" : "/blog/", document] as const))(
    "%s links %s in the header's main navigation and in the footer's",
    (path, blog, document) => {
      const [main, footerName] = french(path) ? ["Principale", "Pied de page"] : ["Main", "Footer"];
      const header = document.querySelector(`header nav[aria-label="${main}"] a[href="${blog}"]`);
      expect(header?.textContent?.trim()).toBe("Blog");
      const footer = document.querySelector(`footer nav[aria-label="${footerName}"] a[href="${blog}"]`);
      expect(footer?.textContent?.trim()).toBe("Blog");
    },
  );
});
