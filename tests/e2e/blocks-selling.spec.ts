import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, MOBILE, openShell, prepareContext } from "./shell/shell-page";

/**
 * The selling blocks as the full seed publishes them: home (hero with two calls to action, client
 * logos, services, selected work, a testimonial), the case studies under Our work, the team page and the
 * contact block. Expected texts and links are the seed's, written out (cms/src/seed/data/full).
 */
const CASE_STUDY = "/work/harbour-and-pine/";
const TEAM = "/about/team/";
const WORK = "/work/";

test.beforeEach(async ({ context, page }) => {
  await prepareContext(context);
  // Every band at its final state (no scroll reveal), for what is checked and what is pictured.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

const main = (page: Page) => page.getByRole("main");

test.describe("selling blocks at 1440px", () => {
  test.use({ viewport: DESKTOP });

  test("home hero: two calls to action, the consultation first, then our work", async ({ page }) => {
    await openShell(page, "/", "desktop");
    const hero = main(page).locator("section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Marketing that people remember");
    await expect(hero.getByRole("link")).toHaveText(["Book a free consultation", "See our work"]);
    await expect(hero.getByRole("link", { name: "Book a free consultation" })).toHaveAttribute("href", "/#free-consultation");
    await expect(hero.getByRole("link", { name: "See our work" })).toHaveAttribute("href", "/work/");
  });

  // Each card leads to its own service page: three once led to general pages, and "Email marketing" had no page at all.
  test("services grid: six cards in a list, each with an icon and a link to its own service page, three to a row", async ({ page }) => {
    await openShell(page, "/", "desktop");
    const band = main(page).locator("section", { has: page.getByRole("heading", { level: 2, name: "What we do" }) });
    const cards = band.getByRole("listitem");
    await expect(cards).toHaveCount(6);
    await expect(band.getByRole("heading", { level: 3 })).toHaveText([
      "Brand strategy",
      "Search engine optimisation",
      "Paid social",
      "Email marketing",
      "Content marketing",
      "Measurement",
    ]);
    expect(await band.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/services/brand/",
      "/services/digital/seo/",
      "/services/digital/paid-social/",
      "/services/digital/email-marketing/",
      "/services/digital/content-marketing/",
      "/services/digital/measurement/",
    ]);
    await band.getByRole("link", { name: "Email marketing" }).click();
    await expect(page).toHaveURL(/\/services\/digital\/email-marketing\/$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Keep the customers you paid to win");
    await page.goBack();
    await expect(band.locator("svg[data-icon]")).toHaveCount(6);
    const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, "two rows of three").toBe(2);
  });

  test("selected work: three case study cards with results, linking to /work/{slug}/", async ({ page }) => {
    await openShell(page, "/", "desktop");
    const band = main(page).locator("section", { has: page.getByRole("heading", { level: 2, name: "Selected work" }) });
    await expect(band.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(3);
    await expect(band.getByRole("link", { name: "Harbour & Pine" })).toHaveAttribute("href", "/work/harbour-and-pine/");
    await expect(band.getByRole("link", { name: "Northfield Physio" })).toHaveAttribute("href", "/work/northfield-physio/");
    await expect(band.getByRole("link", { name: "Tally" })).toHaveAttribute("href", "/work/tally/");
    await expect(band.locator("dd").first()).toHaveText("41%");
    await expect(band.getByRole("img", { name: "Arches in sand and teal under a low coral sun" })).toBeVisible();
  });

  test("testimonial: figure, blockquote and cite with the portrait's alt text", async ({ page }) => {
    await openShell(page, "/", "desktop");
    const figure = main(page)
      .locator("figure", { has: page.locator("blockquote") })
      .first();
    await expect(figure.locator("blockquote")).toContainText("first agency to ask about our margins");
    await expect(figure.locator("figcaption cite")).toHaveText("Eleanor Hart");
    await expect(figure.locator("figcaption")).toContainText("Founder, Harbour & Pine");
    await expect(figure.getByRole("img", { name: "Illustrated portrait of Eleanor Hart" })).toBeVisible();
  });

  test("client logos: six logos named by their alt text", async ({ page }) => {
    await openShell(page, "/", "desktop");
    const wall = main(page).locator("section", { has: page.getByRole("heading", { name: "Trusted by forty growing businesses" }) });
    const names = await wall.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(names).toEqual(["Harbour & Pine", "Northfield Physio", "Tally", "Greenway Dental", "Bramble & Co", "Orbit Youth Trust"]);
  });

  test("a case study page: hero, results band, text beside image, quote and the consultation band", async ({ page }) => {
    await openShell(page, CASE_STUDY, "desktop");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Harbour & Pine: from paid clicks to loyal searchers");
    const results = main(page).locator("section", { has: page.getByRole("heading", { level: 2, name: "The results" }) });
    await expect(results.locator("dt")).toHaveText(["of online sales from organic search", "paid search budget", "months from brief to result"]);
    await expect(results.locator("dd")).toHaveText(["41%", "−35%", "9"]);
    const challenge = main(page).locator("section", { has: page.getByRole("heading", { level: 2, name: "The challenge" }) });
    const [text, image] = await Promise.all([
      challenge.locator("p").first().boundingBox(),
      challenge.getByRole("img", { name: "Gentle waves in teal and gold on sand" }).boundingBox(),
    ]);
    expect(text && image && image.x > text.x + text.width - 1, "the image sits to the right of the text").toBe(true);
    await expect(main(page).locator("figure cite")).toHaveText("Eleanor Hart");
    const band = main(page).locator("section", { has: page.getByRole("heading", { level: 2, name: "Want results like these?" }) });
    await expect(band.getByRole("link", { name: "Book your free consultation" })).toHaveAttribute("href", "/#free-consultation");
  });

  test("the consultation band's button lands on the home page's consultation section", async ({ page }) => {
    await openShell(page, WORK, "desktop");
    await main(page).getByRole("link", { name: "Book your free consultation" }).click();
    await expect(page).toHaveURL(/\/#free-consultation$/);
    await expect(page.locator("#free-consultation")).toBeInViewport();
  });

  test("team page: six people in a list, each with portrait, name and role", async ({ page }) => {
    await openShell(page, TEAM, "desktop");
    const grid = main(page).locator("section", { has: page.getByRole("heading", { level: 2, name: "Meet the team" }) });
    await expect(grid.getByRole("listitem")).toHaveCount(6);
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText([
      "Priya Raman",
      "Tom Ashworth",
      "Grace Okafor",
      "Daniel Kowalski",
      "Hannah Lindqvist",
      "Samuel Osei",
    ]);
    await expect(grid.getByRole("listitem").first()).toContainText("Managing Director");
    await expect(grid.getByRole("img", { name: "Illustrated portrait of Priya Raman" })).toBeVisible();
  });

  test("contact block: the configuration's email and telephone, tel: without spaces", async ({ page }) => {
    await openShell(page, "/contact/", "desktop");
    const block = main(page).locator("section", { has: page.getByRole("heading", { level: 2, name: "Write or call" }) });
    await expect(block.getByRole("link", { name: "hello@lumenandlark.co.uk" })).toHaveAttribute("href", "mailto:hello@lumenandlark.co.uk");
    await expect(block.getByRole("link", { name: "+44 20 7946 0321" })).toHaveAttribute("href", "tel:+442079460321");
  });
});

for (const viewport of [DESKTOP, MOBILE]) {
  const mode = viewport.width >= 1280 ? "desktop" : "mobile";
  test.describe(`selling blocks at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("home, work, a case study and the team page: no axe violations, no sideways scrolling, every image loads (screenshots attached)", async ({
      page,
    }, testInfo) => {
      // Four long pages, each checked by axe with every image brought into view: a bound on a hang, not a speed limit.
      test.slow();
      for (const [name, path] of [
        ["home", "/"],
        ["work", WORK],
        ["case-study", CASE_STUDY],
        ["team", TEAM],
      ] as const) {
        await openShell(page, path, mode);
        await page.evaluate(() => document.fonts.ready);
        const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect(widths.page, `${path} is no wider than the viewport`).toBeLessThanOrEqual(widths.viewport);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
          path,
        ).toEqual([]);
        // Lazy images load as they come near the viewport: bring each one there, then every picture has pixels.
        for (const image of await main(page).locator("img").all()) await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            main(page)
              .locator("img")
              .evaluateAll(
                (images) => images.filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0).length,
              ),
          )
          .toBe(0);
        await page.evaluate(() => window.scrollTo(0, 0));
        const image = await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
        await testInfo.attach(`${name}-${viewport.width}`, { body: image, contentType: "image/png" });
      }
    });
  });
}
