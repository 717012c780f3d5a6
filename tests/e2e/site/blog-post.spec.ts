import { expect, test, type Locator, type Page } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

/** The full seed's newest post (written by Hannah Lindqvist, about 620 words → 3 min read) and an older one. */
const POST = "/blog/when-to-refresh-your-brand/";
const OLDER_POST = "/blog/paid-social-on-a-small-budget/";

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
}

/** Width of one `ch` in the element's own font, measured in the page. */
async function chWidth(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const probe = document.createElement("span");
    probe.style.cssText = "position:absolute;visibility:hidden;width:1ch";
    node.appendChild(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  });
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

test.describe("the blog post template", () => {
  test("leads back to the blog: 'All posts' → /blog/", async ({ page }) => {
    await page.goto(POST);
    const back = page.getByRole("main").getByRole("link", { name: "All posts", exact: true });
    await expect(back).toHaveAttribute("href", "/blog/");
    await back.click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator("main h1")).toHaveText("Blog");
  });

  test("shows author, date and reading time, spaced from a 16:9 rounded cover", async ({ page }) => {
    await page.goto(POST);
    const main = page.getByRole("main");
    await expect(main.getByText("Written by Hannah Lindqvist")).toBeVisible();
    await expect(main.getByText("Content Lead", { exact: true })).toBeVisible();
    const date = main.locator("header time");
    await expect(date).toHaveText("17 February 2026");
    await expect(date).toHaveAttribute("datetime", "2026-02-17");
    await expect(main.locator("header").getByText("3 min read", { exact: true })).toBeVisible();

    const cover = main.locator("[data-post-cover]");
    const frame = await box(cover);
    expect(frame.width / frame.height).toBeCloseTo(16 / 9, 1);
    expect(await cover.evaluate((node) => getComputedStyle(node).borderTopLeftRadius)).toBe("12px");
    // Never touching: at least 2rem between the date line and the cover.
    const dateBox = await box(date);
    expect(frame.y - (dateBox.y + dateBox.height)).toBeGreaterThanOrEqual(32);
  });

  test("the body is a reading column of 60–72 characters at 1440", async ({ page }) => {
    await page.goto(POST);
    const paragraph = page.locator("main [data-rich-text] > p").first();
    const width = (await box(paragraph)).width;
    const ch = await chWidth(paragraph);
    expect(width / ch).toBeGreaterThanOrEqual(60);
    expect(width / ch).toBeLessThanOrEqual(72);
  });

  test("offers three other posts under 'Read next', never itself", async ({ page }) => {
    await page.goto(POST);
    const related = page.getByRole("region", { name: "Read next" });
    await expect(related.getByRole("heading", { level: 3 })).toHaveText([
      "Local SEO for service businesses: a practical checklist",
      "Paid social on a small budget",
      "Build a content calendar you will actually keep",
    ]);
    const hrefs = await related.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/blog/local-seo-for-service-businesses/", "/blog/paid-social-on-a-small-budget/", "/blog/build-a-content-calendar-you-will-keep/"]);
    await related.getByRole("link", { name: "Paid social on a small budget" }).click();
    await expect(page).toHaveURL(/\/blog\/paid-social-on-a-small-budget\/$/);
    await expect(page.locator("main h1")).toHaveText("Paid social on a small budget");
  });

  test("an older post offers the posts after it that share its tag (small business), skipping those that share nothing", async ({ page }) => {
    await page.goto(OLDER_POST);
    const hrefs = await page
      .getByRole("region", { name: "Read next" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/blog/build-a-content-calendar-you-will-keep/", "/blog/email-marketing-is-not-dead/", "/blog/marketing-with-a-small-team/"]);
  });

  test("the oldest post offers what shares most with it: its category (strategy) and tags first, from the newest on", async ({ page }) => {
    await page.goto("/blog/how-to-brief-an-agency/");
    const hrefs = await page
      .getByRole("region", { name: "Read next" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    // small team: strategy, planning, small business; measuring: strategy, planning; calendar and cookies share as
    // much (two), and the calendar comes first after the oldest post (from the newest on).
    expect(hrefs).toEqual(["/blog/marketing-with-a-small-team/", "/blog/measuring-marketing-that-matters/", "/blog/build-a-content-calendar-you-will-keep/"]);
  });

  test("an older post shows its own author, date and reading time", async ({ page }) => {
    await page.goto(OLDER_POST);
    const header = page.locator("main header");
    await expect(header.getByText("Written by Daniel Kowalski")).toBeVisible();
    await expect(header.locator("time")).toHaveText("9 December 2025");
    // About 710 words: a post of realistic length (a short one would read "1 min read").
    await expect(header.getByText("4 min read", { exact: true })).toBeVisible();
  });

  test("ends with the consultation call to action, which leads to /#free-consultation", async ({ page }) => {
    await page.goto(POST);
    const cta = page.getByRole("region", { name: "Want help putting this into practice?" });
    const link = cta.getByRole("link", { name: "Book your free 1 hour consultation" });
    await expect(link).toHaveAttribute("href", "/#free-consultation");
    // The last thing in the article, after "Read next".
    const ctaTop = (await box(cta)).y;
    const relatedTop = (await box(page.getByRole("region", { name: "Read next" }))).y;
    expect(ctaTop).toBeGreaterThan(relatedTop);
    await link.click();
    await expect(page).toHaveURL(/\/#free-consultation$/);
    await expect(page.locator("#free-consultation")).toBeInViewport();
  });

  test("at 390 the post fits the screen: no sideways scroll, the cover keeps 16:9", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(POST);
    await noSideScroll(page);
    const frame = await box(page.locator("main [data-post-cover]"));
    expect(frame.width / frame.height).toBeCloseTo(16 / 9, 1);
    expect(frame.width).toBeGreaterThan(340);
  });
});

test.describe("the blog index: cards in a grid", () => {
  /** Distinct left edges of the cards in the first row: the number of columns. */
  async function columns(page: Page): Promise<number> {
    const cards = page.locator("main ul > li > article");
    await expect(cards).toHaveCount(6);
    const boxes = await cards.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ x, y }) => ({ x, y })));
    const top = boxes[0]!.y;
    return boxes.filter((card) => Math.abs(card.y - top) < 2).length;
  }

  for (const [width, expected] of [
    [1440, 3],
    [768, 2],
    [390, 1],
  ] as const) {
    test(`${expected} column(s) at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/blog/");
      expect(await columns(page)).toBe(expected);
      await noSideScroll(page);
    });
  }

  test("each card: a 16:9 cover, the title as the link, the date, the excerpt", async ({ page }) => {
    await page.goto("/blog/");
    const first = page.locator("main ul > li > article").first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText("When is it time to refresh your brand?");
    await expect(first.getByRole("link")).toHaveAttribute("href", "/blog/when-to-refresh-your-brand/");
    await expect(first.locator("time")).toHaveText("17 February 2026");
    await expect(first.getByText("3 min read", { exact: true })).toBeVisible();
    await expect(first.getByText("Five signs your brand is holding your business back, and what a refresh should and should not change.")).toBeVisible();
    const covers = page.locator("main ul > li > article > div:first-child");
    for (const cover of await covers.all()) {
      const frame = await box(cover);
      expect(frame.width / frame.height).toBeCloseTo(16 / 9, 1);
    }
  });
});
