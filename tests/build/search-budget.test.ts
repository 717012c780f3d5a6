import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { namedChunkBytes } from "../../scripts/lib/first-load-scripts";
import { BUILD_DIR, SEED_PROFILE } from "./support/built-site";

/**
 * Search costs a page nothing until it is used (docs/search.md, "First use"): Pagefind's script (/pagefind/pagefind.js,
 * fetched by the browser from the index the build writes) and the dialog with its results code are the `search-dialog`
 * chunk, loaded on the first click of the header's control. What every page carries is the control itself (a link with
 * an icon, the click that fetches the chunk), the header's slots for it and the layout's index marks: about 0.6 KiB
 * gzipped (0.5 KiB in the app bundle, 0.1 KiB of webpack runtime for the chunk; measured in the build of 2026-11-28).
 * The templates' budgets are js-budget.test.ts's.
 *
 * Two strings only the lazy code has mark it: the URL of Pagefind's script and the results' `data-search-result`.
 */
const LAZY_MARKS = ["/pagefind/pagefind.js", "data-search-result"];

/** A page's first-load scripts, as scripts/lib/first-load-scripts.ts reads them (it answers only their bytes). */
function firstLoadScripts(pagePath: string): string[] {
  const html = readFileSync(join(BUILD_DIR, pagePath, pagePath.endsWith(".html") ? "" : "index.html"), "utf8");
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!);
  const starter = /<script id="gatsby-scripts-after-first-paint">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const started = [...starter.matchAll(/"([^"]+\.js)"/g)].map((match) => match[1]!);
  const dataPath = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
  const { componentChunkName } = JSON.parse(readFileSync(join(BUILD_DIR, "page-data", dataPath, "page-data.json"), "utf8")) as {
    componentChunkName: string;
  };
  const stats = JSON.parse(readFileSync(join(BUILD_DIR, "webpack.stats.json"), "utf8")) as { assetsByChunkName: Record<string, string[]> };
  const template = (stats.assetsByChunkName[componentChunkName] ?? []).filter((file) => file.endsWith(".js")).map((file) => `/${file}`);
  return [...new Set([...tags, ...started, ...template].filter((src) => src.startsWith("/")))];
}

const PAGES = ["/", "/services/digital/seo/", "/blog/paid-social-on-a-small-budget/", "/blog/", "/fr/", "/fr/blog/quand-renouveler-votre-marque/"];

// The pages named are the full seed's; the sparse build has the same templates.
const fullOnly = SEED_PROFILE === "full" ? test : test.skip;

fullOnly.each(PAGES)("%s loads no Pagefind and no search results code before first use", (path) => {
  const scripts = firstLoadScripts(path);
  expect(scripts.length).toBeGreaterThanOrEqual(4);
  for (const script of scripts) {
    const code = readFileSync(join(BUILD_DIR, script), "utf8");
    for (const mark of LAZY_MARKS) expect({ script, has: code.includes(mark) }).toEqual({ script, has: false });
  }
});

test("the lazy code is in the build, outside every first load: the marks are real", () => {
  const scripts = readdirSync(BUILD_DIR).filter((file) => file.endsWith(".js"));
  for (const mark of LAZY_MARKS) {
    expect({ mark, found: scripts.some((file) => readFileSync(join(BUILD_DIR, file), "utf8").includes(mark)) }).toEqual({ mark, found: true });
  }
});

// The dialog, its results and the loader of Pagefind, fetched on the first click: 2.9 KiB gzipped when set (2026-11-28).
test("the search dialog's chunk, loaded on first use, is at most 3.5 KiB of JavaScript, gzipped", () => {
  const { scripts, gzip } = namedChunkBytes(BUILD_DIR, "search-dialog");
  expect(scripts).toBe(1);
  expect(gzip).toBeLessThanOrEqual(3.5 * 1024);
});
