import { expect, test } from "@playwright/test";
import type { SiteConfiguration } from "../../../src/lib/site-configuration";
import { FULL_SEED } from "../../support/seed-fixture";
import { configuration, navigationTree } from "../support/cms";
import { DESKTOP, MOBILE, openShell, prepareContext } from "./shell-page";

test.beforeEach(async ({ context }) => prepareContext(context));

type Configuration = SiteConfiguration;

for (const viewport of [DESKTOP, MOBILE]) {
  test(`footer at ${viewport.width}px follows the CMS: navigation, consultation, contact and social links only if set, legal links, copyright`, async ({
    page,
  }) => {
    const [config, footerNav, legalNav] = await Promise.all([
      configuration<Configuration>(),
      navigationTree("footer-navigation"),
      navigationTree("legal-navigation"),
    ]);
    await page.setViewportSize(viewport);
    await openShell(page, "/about/", viewport.width >= 1280 ? "desktop" : "mobile");
    const footer = page.getByRole("contentinfo");

    const nav = footer.getByRole("navigation", { name: "Footer", exact: true });
    await expect(nav.getByRole("listitem")).toHaveText(footerNav.map((entry) => (entry.external ? `${entry.title} (leaves this site)` : entry.title)));
    for (const entry of footerNav) {
      // A link that leaves the site says so, to the eye (a drawn ↗) and in its name.
      const link = nav.getByRole("link", { name: entry.external ? `${entry.title} (leaves this site)` : entry.title, exact: true });
      if (entry.external) {
        await expect(link).toHaveAttribute("href", new URL(entry.path!).href);
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveText(`${entry.title} (leaves this site)`);
        await expect(link.locator('svg[aria-hidden="true"]')).toBeVisible();
      } else {
        await expect(link).toHaveAttribute("href", entry.path!);
      }
    }

    await expect(footer.getByRole("link", { name: "Free 1hr consultation" })).toHaveAttribute("href", "/#free-consultation");

    const contact = footer.getByRole("region", { name: "Get in touch" });
    for (const { text, href } of FULL_SEED.contact) await expect(contact.getByRole("link", { name: text })).toHaveAttribute("href", href);
    await expect(contact.getByRole("link")).toHaveCount(FULL_SEED.contact.length);

    const networks = [
      ["Instagram", config.instagram_url],
      ["LinkedIn", config.linkedin_url],
      ["Facebook", config.facebook_url],
      ["TikTok", config.tiktok_url],
    ] as const;
    const social = footer.getByRole("region", { name: "Let's be sociable" });
    for (const [label, url] of networks) {
      const link = social.getByRole("link", { name: `${label} (leaves this site)`, exact: true });
      if (url) {
        await expect(link).toHaveAttribute("href", new URL(url).href);
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link.locator('svg[aria-hidden="true"]')).toBeVisible();
      } else {
        await expect(link, `${label} has no URL, so no link`).toHaveCount(0);
      }
    }

    await expect(footer.getByRole("navigation", { name: "Legal" }).getByRole("link")).toHaveText(legalNav.map((entry) => entry.title));
    await expect(footer).toContainText(`© ${new Date().getFullYear()}${config.structured_data_name ? ` ${config.structured_data_name}` : ""}`);
  });
}

test("a footer link navigates in-app", async ({ page }) => {
  const [first] = (await navigationTree("footer-navigation")).filter((entry) => !entry.external && entry.path);
  await openShell(page, "/", "desktop");
  await page.evaluate(() => ((window as Window & { __shellMarker?: string }).__shellMarker = "still here"));
  await page.getByRole("contentinfo").getByRole("link", { name: first!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${first!.path}$`));
  expect(await page.evaluate(() => (window as Window & { __shellMarker?: string }).__shellMarker)).toBe("still here");
});

test.describe("UK company details and cookie settings in the footer", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`at ${viewport.width}px the footer names the registered company, its number and registered office, in English and in French`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const mode = viewport.width >= 1280 ? "desktop" : "mobile";
      await openShell(page, "/about/", mode);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText("Lumen & Lark Ltd is registered in England and Wales", { exact: false })).toHaveText(
        "Lumen & Lark Ltd is registered in England and Wales, company number 09876543. Registered office: Studio 4, 18 Lumen Mews, London E2 8AB.",
      );
      await expect(footer.getByText("Lumen & Lark Ltd is registered in England and Wales", { exact: false })).toBeVisible();

      await openShell(page, "/fr/a-propos/", mode);
      await expect(footer.getByText("Lumen & Lark Ltd est immatriculée", { exact: false })).toHaveText(
        "Lumen & Lark Ltd est immatriculée en Angleterre et pays de Galles sous le numéro 09876543. Siège social : Studio 4, 18 Lumen Mews, London E2 8AB.",
      );
    });
  }

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`at ${viewport.width}px "Cookie settings" opens the consent dialog with the visitor's current choices`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const mode = viewport.width >= 1280 ? "desktop" : "mobile";
      await openShell(page, "/about/", mode);
      const footer = page.getByRole("contentinfo");
      const dialog = page.getByRole("dialog", { name: "Your privacy, your choice" });
      await expect(dialog).toBeHidden();

      // The stored decision (prepareContext): everything granted.
      await footer.getByRole("button", { name: "Cookie settings" }).click();
      await expect(dialog).toBeVisible();
      for (const name of ["Analytics", "Preferences", "Marketing"]) await expect(dialog.getByRole("checkbox", { name, exact: true })).toBeChecked();
      await dialog.getByRole("checkbox", { name: "Marketing", exact: true }).uncheck();
      await dialog.getByRole("checkbox", { name: "Preferences", exact: true }).uncheck();
      await dialog.getByRole("button", { name: "Accept selected", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/about\/$/);

      // On another page, in French, the dialog starts from that decision.
      await openShell(page, "/fr/a-propos/", mode);
      await footer.getByRole("button", { name: "Paramètres des cookies" }).click();
      const french = page.getByRole("dialog");
      await expect(french).toBeVisible();
      await expect(french.getByRole("checkbox", { name: "Mesure d’audience", exact: true })).toBeChecked();
      await expect(french.getByRole("checkbox", { name: "Préférences", exact: true })).not.toBeChecked();
      await expect(french.getByRole("checkbox", { name: "Marketing", exact: true })).not.toBeChecked();
      // Asked for, it has no Close: the visitor answers, as when it first opened.
      await french.getByRole("button", { name: "Tout refuser", exact: true }).click();
      await expect(french).toBeHidden();
      expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem("consentMode")))!)).toMatchObject({
        analytics_storage: "denied",
        ad_storage: "denied",
      });
    });
  }
});
