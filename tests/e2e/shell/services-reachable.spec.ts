import { expect, test } from "@playwright/test";
import { FOOTER_SERVICE_LINKS, SERVICES_MENU_LINKS } from "../support/seed-services";
import { controlled, DESKTOP, mainNav, MOBILE, openMobileMenu, openShell, prepareContext } from "./shell-page";

/**
 * Issue 47, item 1: every service page is reachable from the header's Services menu (desktop and phone) and from
 * the footer, and the enquiry form offers exactly the services (plus a consultation and "Something else").
 */
test.beforeEach(async ({ context }) => prepareContext(context));

test("desktop: the Services menu links every service page", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openShell(page, "/", "desktop");
  const trigger = mainNav(page).getByRole("button", { name: "Services", exact: true });
  const panel = await controlled(page, trigger);
  await trigger.click();
  for (const [name, href] of SERVICES_MENU_LINKS) await expect(panel.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
});

test("phone: the Services submenu links every service page", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await openShell(page, "/", "mobile");
  const menu = await openMobileMenu(page);
  const services = menu.getByRole("button", { name: "Services", exact: true });
  const submenu = await controlled(page, services);
  await services.click();
  for (const [name, href] of SERVICES_MENU_LINKS) await expect(submenu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
});

test("the footer links every service page", async ({ page }) => {
  await openShell(page, "/about/", "desktop");
  const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Footer", exact: true });
  for (const [name, href] of FOOTER_SERVICE_LINKS) await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
});

test("the enquiry form's needs are the services, in English and in French", async ({ page }) => {
  await page.goto("/contact/");
  await expect(page.getByLabel("What do you need?").locator("option:not([value=''])")).toHaveText([
    "A free consultation",
    "Search engine optimisation",
    "Paid social",
    "Email marketing",
    "Content marketing",
    "Measurement",
    "Brand strategy",
    "Something else",
  ]);
  await page.goto("/fr/contact/");
  await expect(page.getByLabel("De quoi avez-vous besoin ?").locator("option:not([value=''])")).toHaveText([
    "Une consultation gratuite",
    "Référencement naturel (SEO)",
    "Publicité sur les réseaux sociaux",
    "Emailing",
    "Marketing de contenu",
    "Mesure de la performance",
    "Stratégie de marque",
    "Autre chose",
  ]);
});
