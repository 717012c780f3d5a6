import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_DIR, builtPages, readBuilt, SEED_PROFILE } from "./support/built-site";

/**
 * The header and footer are Gatsby Slices (docs/architecture.md, "Header and footer slices"): rendered once per
 * language and marked place and stitched into the pages, so a menu or configuration edit renders them again rather
 * than every page. Paths are the full seed's, written out.
 */
const fullOnly = SEED_PROFILE === "full" ? test : test.skip;
let parsed: ReturnType<typeof builtPages> | undefined;
/** The built pages, parsed once for the file. */
const pages = () => (parsed ??= builtPages());
const json = (path: string) => JSON.parse(readBuilt(path)) as { staticQueryHashes?: string[]; result?: unknown };
const staticResult = (hash: string) => readBuilt(join("page-data", "sq", "d", `${hash}.json`));
/** The header slice a built page was stitched from (Gatsby's stitching comments name it). */
const headerOf = (path: string) => /<!-- slice-start id="(site-header[^"]*)-1" -->/.exec(readBuilt(join(path, "index.html")))?.[1];

function pageDataFiles(dir = join(BUILD_DIR, "page-data")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === "sq" ? [] : pageDataFiles(join(dir, entry.name));
    return entry.name === "page-data.json" ? [join(dir, entry.name)] : [];
  });
}

/** The built pages whose static queries' results match `pattern`, by page-data file under public/page-data. */
function pagesReading(pattern: RegExp, files: string[]): string[] {
  return files
    .filter((file) => {
      const hashes = (JSON.parse(readFileSync(file, "utf8")) as { staticQueryHashes?: string[] }).staticQueryHashes ?? [];
      return hashes.some((hash) => pattern.test(staticResult(hash)));
    })
    .map((file) => file.slice(join(BUILD_DIR, "page-data").length).replace(/page-data\.json$/, ""));
}

/** The configuration's telephone field in a query result: a number, or null when the CMS has none (not the catalogues' "telephone" label). */
const TELEPHONE_FIELD = /"telephone":(null|"\+?\d)/;

test("no page depends on the navigations, and no post or listing page on the contact details: the slices do", () => {
  const files = pageDataFiles();
  // The sparse seed builds 10 pages, the full one about a hundred.
  expect(files.length).toBeGreaterThan(5);
  expect(pagesReading(/"(main|footer|legal)-navigation"/, files)).toEqual([]);
  // A CMS page's template renders the contact block, which shows them; posts and listing pages have none.
  expect(pagesReading(TELEPHONE_FIELD, files).filter((path) => /^(\/fr)?\/blog\//.test(path))).toEqual([]);
  // The slices do read them: the checks above look at the right files.
  for (const slice of ["site-header", "site-footer"]) {
    expect(existsSync(join(BUILD_DIR, "slice-data", `${slice}.json`))).toBe(true);
    const hashes = json(join("slice-data", `${slice}.json`)).staticQueryHashes ?? [];
    expect(hashes.some((hash) => /"main-navigation"/.test(staticResult(hash)) && TELEPHONE_FIELD.test(staticResult(hash)))).toBe(true);
  }
});

fullOnly("every post and blog listing page of a language is stitched from one header, which marks the blog's section", () => {
  const english = ["/blog/how-to-brief-an-agency/", "/blog/paid-social-on-a-small-budget/", "/blog/category/search/", "/blog/page/2/"].map(headerOf);
  expect(english[0]).toMatch(/^site-header-[0-9a-f]{32}$/);
  expect(new Set(english).size).toBe(1);
  const french = ["/fr/blog/quand-renouveler-votre-marque/", "/fr/blog/seo-local-entreprises-de-services/"].map(headerOf);
  expect(french[0]).toMatch(/^site-header-fr-[0-9a-f]{32}$/);
  expect(new Set(french).size).toBe(1);
  // A CMS page has a header of its own (its own link marked "page"), and so does the blog index's first page.
  expect(headerOf("/services/digital/seo/")).not.toBe(english[0]);
  expect(headerOf("/blog/")).not.toBe(english[0]);

  const post = pages().find((page) => page.path === "/blog/how-to-brief-an-agency/")!.document;
  const marked = [...post.querySelectorAll("header a[aria-current], header button[aria-current]")].map(
    (element) => `${element.getAttribute("href")} ${element.getAttribute("aria-current")}`,
  );
  expect(marked).toEqual(["/blog/ true"]);
});

fullOnly("the header marks the page shown by its menus alone, and the footer marks nothing", () => {
  const marks = (path: string, region: "header" | "footer") =>
    [
      ...pages()
        .find((page) => page.path === path)!
        .document.querySelectorAll(`${region} a[aria-current]`),
    ].map((element) => `${element.getAttribute("href")} ${element.getAttribute("aria-current")}`);
  expect(marks("/services/digital/seo/", "header")).toEqual(["/services/ true", "/services/digital/ true", "/services/digital/seo/ page"]);
  expect(marks("/", "header")).toEqual(["/ page"]);
  expect(marks("/contact/", "header")).toEqual(["/contact/ page"]);
  // One footer per language: a footer link to the page shown is not marked (Gatsby's Link would, by location).
  expect(marks("/contact/", "footer")).toEqual([]);
  expect(marks("/fr/", "header")).toEqual(["/fr/ page"]);
});

test("a slice carries none of the root's own markup: every page has one consent dialog, one header and one footer", () => {
  const problems = pages()
    .map(({ path, document }) => ({
      path,
      counts: ["#cookie-consent-dialog", "header#site-header", "footer"].map((selector) => document.querySelectorAll(selector).length),
    }))
    .filter(({ counts }) => counts.some((count) => count !== 1))
    .map(({ path, counts }) => `${path}: ${counts.join(", ")}`);
  expect(problems).toEqual([]);
});
