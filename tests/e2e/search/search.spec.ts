import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DESKTOP, MOBILE, openShell, prepareContext } from "../shell/shell-page";

/**
 * The visitor's site search on the built full-seed site with its real Pagefind index (docs/search.md). Titles, paths
 * and words are the seed's and the catalogues', written out (cms/src/seed/data/full/posts.ts, fr/posts.ts,
 * src/i18n/messages/en.ts, fr.ts).
 */
const CONSENT_POST = { title: "Cookie consent without losing all your data", path: "/blog/cookie-consent-without-losing-your-data/" };

/** Every English post of the full seed, by slug (cms/src/seed/data/full/posts.ts). */
const ENGLISH_POST_SLUGS = [
  "when-to-refresh-your-brand",
  "local-seo-for-service-businesses",
  "paid-social-on-a-small-budget",
  "build-a-content-calendar-you-will-keep",
  "measuring-marketing-that-matters",
  "cookie-consent-without-losing-your-data",
  "email-marketing-is-not-dead",
  "marketing-with-a-small-team",
  "how-to-brief-an-agency",
];

const searchControl = (page: Page, name = "Search") => page.getByRole("banner").getByRole("link", { name, exact: true });
const dialog = (page: Page, name = "Search the site") => page.getByRole("dialog", { name });
const results = (scope: Page | Locator, name = "Search results") => scope.getByRole("list", { name });

/** Presses Tab until `target` has focus, as a keyboard user would (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reached with Tab within ${limit} presses`).toBeFocused();
}

/** Presses ArrowDown until `target` has focus (from the field through the results). */
async function arrowDownTo(page: Page, target: Locator, limit = 12): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("ArrowDown");
  }
  await expect(target, `reached with ArrowDown within ${limit} presses`).toBeFocused();
}

/** Pagefind's requests (its script, entry, wasm, index chunks and fragments). */
function pagefindRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/pagefind/")) seen.push(url.pathname);
  });
  return seen;
}

test.beforeEach(async ({ context }) => prepareContext(context));

for (const viewport of [DESKTOP, MOBILE]) {
  const mode = viewport.width >= 1280 ? "desktop" : "mobile";
  test.describe(`search at ${viewport.width}×${viewport.height}, keyboard only`, () => {
    test.use({ viewport });

    test("from the home page: open the control, type “consent”, reach the post with the arrow keys, Enter opens it", async ({ page }) => {
      const requests = pagefindRequests(page);
      await openShell(page, "/", mode);
      await tabTo(page, searchControl(page));
      await page.keyboard.press("Enter");
      const search = dialog(page);
      await expect(search).toBeVisible();
      const field = search.getByRole("searchbox", { name: "Search for" });
      await expect(field).toBeFocused();
      await page.keyboard.type("consent");
      const post = results(search).getByRole("link", { name: CONSENT_POST.title, exact: true });
      await expect(post).toBeVisible();
      const item = results(search)
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: CONSENT_POST.title, exact: true }) });
      await expect(item).toContainText("Post");
      await expect(item.locator("mark").first()).toHaveText(/consent/i);
      await expect(search.getByRole("status")).toHaveText(/^(\d+ results? for “consent”|The first 10 of \d+ results for “consent”)$/);
      await arrowDownTo(page, post);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${CONSENT_POST.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: CONSENT_POST.title })).toBeVisible();
      await expect(search).toBeHidden();
      expect(requests).toContain("/pagefind/pagefind.js");
    });

    test("Tab reaches the results too; Escape closes and gives focus back to the control", async ({ page }) => {
      await openShell(page, "/", mode);
      await tabTo(page, searchControl(page));
      await page.keyboard.press("Enter");
      const search = dialog(page);
      await expect(search.getByRole("searchbox", { name: "Search for" })).toBeFocused();
      await page.keyboard.type("consent");
      const first = results(search).getByRole("link").first();
      await expect(first).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(first).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(search).toBeHidden();
      await expect(searchControl(page)).toBeFocused();
    });

    test("says “No results for “zzzqqq”” when nothing matches", async ({ page }) => {
      await openShell(page, "/", mode);
      await tabTo(page, searchControl(page));
      await page.keyboard.press("Enter");
      await expect(dialog(page).getByRole("searchbox", { name: "Search for" })).toBeFocused();
      await page.keyboard.type("zzzqqq");
      await expect(dialog(page).getByRole("status")).toHaveText("No results for “zzzqqq”");
      await expect(results(dialog(page))).toHaveCount(0);
    });
  });
}

test("nothing of Pagefind is requested before the visitor first uses search", async ({ page }) => {
  const requests = pagefindRequests(page);
  await openShell(page, "/", "desktop");
  await page.waitForLoadState("networkidle");
  // The pointer passing over the header and focus moving through it are not use.
  await page.getByRole("banner").hover();
  await tabTo(page, searchControl(page));
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await expect.poll(() => requests).toContain("/pagefind/pagefind.js");
});

test("a French page searches the French index: “marque” on /fr/ finds the French post, and nothing in English", async ({ page }) => {
  await openShell(page, "/fr/", "desktop");
  await searchControl(page, "Rechercher").click();
  const search = dialog(page, "Rechercher sur le site");
  await search.getByRole("searchbox", { name: "Rechercher" }).fill("marque");
  const list = results(search, "Résultats de la recherche");
  await expect(list.getByRole("link", { name: "Quand faut-il renouveler votre marque ?" })).toHaveAttribute("href", "/fr/blog/quand-renouveler-votre-marque/");
  await expect(search.getByRole("status")).toHaveText(/^\d+ résultats? pour « marque »$|^Les \d+ premiers des \d+ résultats pour « marque »$/);
  const hrefs = await list.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(
    hrefs.filter((href) => !href.startsWith("/fr/")),
    "no English result",
  ).toEqual([]);
});

test("the search page searches ?q= in place with the same results", async ({ page }) => {
  await page.goto("/search/?q=consent");
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("consent");
  await expect(results(page).getByRole("link", { name: CONSENT_POST.title })).toHaveAttribute("href", CONSENT_POST.path);
});

test("a post's excerpt is its own words: not its author line, date, category, tags or the way back to the blog", async ({ page }) => {
  await page.goto("/search/?q=brand");
  const item = results(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "When is it time to refresh your brand?", exact: true }) });
  await expect(item).toContainText("Post");
  await expect(item.locator("mark").first()).toHaveText(/brand/i);
  for (const chrome of ["Written by", "Hannah Lindqvist", "Content Lead", "17 February 2026", "min read", "Category", "Tags", "All posts"]) {
    await expect(item).not.toContainText(chrome);
  }
});

test("fault: when /pagefind/pagefind.js cannot be loaded (404), the dialog says so clearly and offers the search page", async ({ page }) => {
  await page.route("**/pagefind/pagefind.js", (route) => route.fulfill({ status: 404, contentType: "text/html", body: "Not found" }));
  await openShell(page, "/", "desktop");
  await searchControl(page).click();
  const search = dialog(page);
  await expect(search.getByRole("status")).toHaveText("Search could not be loaded. Please try again later.");
  await expect(search.getByRole("link", { name: "See every page and post" })).toHaveAttribute("href", "/search/");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's control is a link to /search/, which lists every English post", async ({ page }) => {
    await page.goto("/");
    await expect(searchControl(page)).toHaveAttribute("href", "/search/");
    await searchControl(page).click();
    await expect(page).toHaveURL(/\/search\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    const everything = page.getByRole("region", { name: "Everything on this site" });
    const hrefs = await everything.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const slug of ENGLISH_POST_SLUGS) expect(hrefs, slug).toContain(`/blog/${slug}/`);
    expect(hrefs.filter((href) => href?.startsWith("/blog/"))).toHaveLength(ENGLISH_POST_SLUGS.length);
    expect(
      hrefs.filter((href) => href?.startsWith("/fr/")),
      "no French entry on the English page",
    ).toEqual([]);
    await expect(everything.getByRole("heading", { level: 3 })).toHaveText(["Pages", "Posts"]);
    await expect(page.getByRole("searchbox")).toHaveCount(0);
  });
});

test.describe("axe (WCAG 2.1 A/AA)", () => {
  test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: "reduce" }));

  const expectNoViolations = async (page: Page, label: string) => {
    const found = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(
      found.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
      label,
    ).toEqual([]);
  };

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`the open dialog with results, and the search page, have no violations at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openShell(page, "/", viewport.width >= 1280 ? "desktop" : "mobile");
      await searchControl(page).click();
      await dialog(page).getByRole("searchbox", { name: "Search for" }).fill("consent");
      await expect(results(dialog(page)).getByRole("link").first()).toBeVisible();
      await expectNoViolations(page, "the dialog with results");
      await page.goto("/search/?q=brand");
      await expect(results(page).getByRole("link").first()).toBeVisible();
      await expectNoViolations(page, "/search/?q=brand");
    });
  }
});
