import { firstLoadBytes, namedChunkBytes } from "../../scripts/lib/first-load-scripts";
import { BUILD_DIR, SEED_PROFILE } from "./support/built-site";

/**
 * Deterministic size budgets (bytes, not time: speed is measured in bench/): each template's first-load JavaScript, gzipped — the
 * scripts its HTML names plus its template's chunks. A blank Gatsby 5.16 site weighs 65.1 KiB and the target is 1.5×
 * that, 97.6 KiB (bench/RESULTS.md). Each budget is about 1 KiB above what the template weighed when it was last set
 * (2026-11-30 11:55, after the start split in three tasks, which made app.js 931 bytes larger, gzipped: pages 91.0,
 * post 88.0, blog index 85.9, 404 83.4 KiB; the contact page with its form's chunk 94.9 KiB. Earlier that day, with no
 * French page in app.js's match paths: pages 90.0, post 87.0, blog index 85.0, 404 82.4, contact 93.9 KiB. On
 * 2026-11-28, with search and the browsable blog: pages 96.4, post 93.8, blog index 91.6, 404 89.2, contact 99.7 KiB),
 * so a regression fails the test command. A French page loads exactly the scripts its English
 * twin does: its words come in its page data. Code loaded after start has its own budgets below.
 */
const BUDGETS_KIB: [template: string, path: string, kib: number, scripts: number][] = [
  // Runtime, framework, app and the template's chunk; the post and the blog index share one more (post cards, images).
  ["a page (the home page)", "/", 92.0, 4],
  ["a nested page", "/services/digital/seo/", 92.0, 4],
  ["a blog post", "/blog/paid-social-on-a-small-budget/", 89.0, 5],
  ["the blog index", "/blog/", 87.0, 5],
  ["the 404 page", "404.html", 84.4, 4],
  ["a French page (the French home page)", "/fr/", 92.0, 4],
  ["a French nested page", "/fr/services/numerique/seo/", 92.0, 4],
  ["a French blog post", "/fr/blog/quand-renouveler-votre-marque/", 89.0, 5],
  ["the French blog index", "/fr/blog/", 87.0, 5],
  ["the French 404 page", "fr/404.html", 84.4, 4],
];

// The pages named are the full seed's; the sparse build has the same templates.
const fullOnly = SEED_PROFILE === "full" ? test : test.skip;

fullOnly.each(BUDGETS_KIB)("%s (%s) loads at most %s KiB of JavaScript, gzipped, in %s scripts", (_template, path, kib, count) => {
  const { scripts, gzip } = firstLoadBytes(BUILD_DIR, path);
  expect(scripts).toBe(count);
  expect(gzip).toBeLessThanOrEqual(kib * 1024);
});

// The form's code is a chunk of its own, fetched when a form comes near (lazy-enquiry-form.ts): on /contact/ the form
// is in the first screen, so the chunk is part of that page's first load.
fullOnly("a page whose enquiry form is in its first screen (/contact/) loads at most 95.9 KiB of JavaScript with the form's chunk, gzipped", () => {
  const page = firstLoadBytes(BUILD_DIR, "/contact/");
  const form = namedChunkBytes(BUILD_DIR, "enquiry-form");
  expect(page.scripts).toBe(4);
  expect(form.scripts).toBe(1);
  expect(page.gzip + form.gzip).toBeLessThanOrEqual(95.9 * 1024);
});

// Every page fetches it a moment after start (its first read is one second after start: docs/runtime.md), so it counts in
// what a visitor's first seconds download: 1.1 KiB (2026-11-27); with the build's ofetch client in it, 4.6 KiB.
test("the update check's chunk, which every page fetches after start, is at most 1.3 KiB of JavaScript, gzipped", () => {
  const { scripts, gzip } = namedChunkBytes(BUILD_DIR, "update-check");
  expect(scripts).toBe(1);
  expect(gzip).toBeLessThanOrEqual(1.3 * 1024);
});
