import { expect, test, type Page } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";

// docs/i18n.md, "Dates and numbers": a browser's first Intl date or number formatter loads its locale's data (14–25 ms
// here, several times that on a slow phone), so the words a page starts with were written at build time.
const PAGES = ["/blog/paid-social-on-a-small-budget/", "/blog/", "/contact/", "/fr/blog/quand-renouveler-votre-marque/", "/fr/blog/", "/fr/contact/"];

/** The header has hydrated: it has chosen its menu ("pending" in the HTML). */
const started = (page: Page) => page.locator('header[data-menu-mode]:not([data-menu-mode="pending"])');

test.describe("a page starts without building an Intl date or number formatter", () => {
  for (const path of PAGES) {
    test(`${path}: the started page built none`, async ({ page }) => {
      // A first-time visitor: the consent dialog opens too. Counts every Intl.DateTimeFormat and Intl.NumberFormat built in the page, by whom (a plain script: the init
      // script runs in the page as written).
      await page.addInitScript({
        content: `(() => {
          const built = (window.__intlBuilt = []);
          for (const name of ["DateTimeFormat", "NumberFormat"]) {
            const original = Intl[name];
            Intl[name] = new Proxy(original, {
              construct(target, args) { built.push(name + " " + String(args[0])); return Reflect.construct(target, args); },
              apply(target, self, args) { built.push(name + " " + String(args[0])); return Reflect.apply(target, self, args); },
            });
          }
        })();`,
      });
      await page.goto(path);
      await expect(started(page)).toBeAttached({ timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt)).toEqual([]);
    });
  }

  test("the contact form's counter still writes a long message's count in the language's numbers", async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    await page.goto("/fr/contact/");
    await expect(started(page)).toBeAttached({ timeout: 15_000 });
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("a".repeat(1200));
    await expect(page.getByText("1\u202f200 sur 5\u202f000 caractères")).toBeVisible();
  });
});
