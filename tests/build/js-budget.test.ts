import { firstLoadBytes, namedChunkBytes } from "../../scripts/lib/first-load-scripts";
import { BUILD_DIR, SEED_PROFILE } from "./support/built-site";

/**
 * Deterministic size budgets (bytes, not time: speed is measured in bench/): each template's first-load JavaScript, gzipped — the
 * scripts its HTML names plus its template chunk. A blank Gatsby 5.16 site weighs 65.1 KiB and the target is 1.5×
 * that, 97.6 KiB (bench/RESULTS.md). Each budget is about 1 KiB above what the template weighed when it was last set
 * (2026-11-27: pages 93.6, post 89.4, blog index 88.3, 404 86.6 KiB), so a regression fails the test command. Code
 * loaded after start is not counted here: the update check has its own budget below, and the enquiry form's chunk
 * (fetched when a form comes near) is counted by the page-weight bench.
 */
const BUDGETS_KIB: [template: string, path: string, kib: number][] = [
  ["a page (the home page)", "/", 94.6],
  ["a nested page", "/services/digital/seo/", 94.6],
  ["a page whose enquiry form is in its first screen", "/contact/", 94.6],
  ["a blog post", "/blog/paid-social-on-a-small-budget/", 90.4],
  ["the blog index", "/blog/", 89.3],
  ["the 404 page", "404.html", 87.6],
];

// The pages named are the full seed's; the sparse build has the same templates.
const fullOnly = SEED_PROFILE === "full" ? test : test.skip;

fullOnly.each(BUDGETS_KIB)("%s (%s) loads at most %s KiB of JavaScript, gzipped", (_template, path, kib) => {
  const { scripts, gzip } = firstLoadBytes(BUILD_DIR, path);
  // Runtime, framework, app and the template's chunk.
  expect(scripts).toBe(4);
  expect(gzip).toBeLessThanOrEqual(kib * 1024);
});

// Every page fetches it a moment after start (its first read is one second after start: docs/runtime.md), so it counts in
// what a visitor's first seconds download: 1.1 KiB (2026-11-27); with the build's ofetch client in it, 4.6 KiB.
test("the update check's chunk, which every page fetches after start, is at most 1.3 KiB of JavaScript, gzipped", () => {
  const { scripts, gzip } = namedChunkBytes(BUILD_DIR, "update-check");
  expect(scripts).toBe(1);
  expect(gzip).toBeLessThanOrEqual(1.3 * 1024);
});
