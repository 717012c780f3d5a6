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
    await expect(nav.getByRole("listitem")).toHaveText(footerNav.map((entry) => (entry.external ? `${entry.title} ↗ (leaves this site)` : entry.title)));
    for (const entry of footerNav) {
      // A link that leaves the site says so, to the eye (↗) and in its name.
      const link = nav.getByRole("link", { name: entry.external ? `${entry.title} (leaves this site)` : entry.title, exact: true });
      if (entry.external) {
        await expect(link).toHaveAttribute("href", new URL(entry.path!).href);
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveText(`${entry.title} ↗ (leaves this site)`);
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
        await expect(link.locator('[aria-hidden="true"]')).toHaveText("↗");
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
