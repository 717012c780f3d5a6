import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { acceptConsentBeforeLoad, keepTrafficLocal } from "../support/consent";
import { mailsTo, storedEnquiries, uniqueVisitorEmail } from "../support/enquiries";
import { MOBILE } from "../shell/shell-page";

/**
 * English and French on the built site from the real seeded CMS (docs/i18n.md). Paths, titles and words are the
 * seed's and the catalogues', written out (cms/src/seed/data/full/fr, src/i18n/messages/fr.ts).
 */
const switcher = (scope: Locator, name: "Languages" | "Langues" | "Footer languages" | "Langues du pied de page") =>
  scope.getByRole("navigation", { name, exact: true });
const header = (page: Page) => page.getByRole("banner");
const footer = (page: Page) => page.getByRole("contentinfo");

test.describe("the language switcher", () => {
  test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

  test("on a nested page, the header's switcher leads to its French translation and back; <html lang> follows", async ({ page }) => {
    await page.goto("/services/digital/seo/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const french = switcher(header(page), "Languages").getByRole("link", { name: "Français" });
    await expect(french).toHaveAttribute("hreflang", "fr");
    await expect(french).toHaveAttribute("lang", "fr");
    await expect(switcher(header(page), "Languages").locator('[aria-current="true"]')).toHaveText("English");
    await french.click();

    await expect(page).toHaveURL(/\/fr\/services\/numerique\/seo\/$/);
    await expect(page).toHaveTitle("Agence SEO à Londres | Lumen & Lark");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("navigation", { name: "Fil d’Ariane" }).getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/fr/");

    await switcher(header(page), "Langues").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/services\/digital\/seo\/$/);
    await expect(page).toHaveTitle(/SEO/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("on a post, the footer's switcher leads to the French post and back", async ({ page }) => {
    await page.goto("/blog/when-to-refresh-your-brand/");
    await switcher(footer(page), "Footer languages").getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/blog\/quand-renouveler-votre-marque\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quand faut-il renouveler votre marque ?");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    await switcher(footer(page), "Langues du pied de page").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/blog\/when-to-refresh-your-brand\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("When is it time to refresh your brand?");
  });

  test("an English-only post offers the French home page and says, in French, that the page is not translated", async ({ page }) => {
    await page.goto("/blog/email-marketing-is-not-dead/");
    const french = switcher(header(page), "Languages").getByRole("link", { name: "Français — page non traduite, accueil" });
    await expect(french).toHaveAttribute("href", "/fr/");
    await expect(french).toHaveAttribute("lang", "fr");
  });

  test("the French blog lists only French posts", async ({ page }) => {
    await page.goto("/fr/blog/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    const posts = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(posts).toHaveText(
      [
        "Quand faut-il renouveler votre marque ?",
        "SEO local pour les entreprises de services : la check-list",
        "Le consentement aux cookies sans perdre toutes vos données",
      ],
      { useInnerText: true },
    );
    // Written by the data layer in the post's language: the page's scripts format no date.
    await expect(page.getByRole("main").locator("time")).toHaveText(["17 février 2026", "27 janvier 2026", "30 septembre 2025"]);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: MOBILE });

    test("the phone menu carries the switcher, to the same page in English", async ({ page }) => {
      await page.goto("/fr/a-propos/equipe/");
      const toggle = header(page).getByRole("button", { name: "Ouvrir le menu de navigation" });
      // Read before the click: once open, the button is named "Fermer le menu de navigation".
      const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
      await toggle.click();
      await expect(panel.getByRole("navigation", { name: "Principale" })).toBeVisible();
      const english = switcher(panel, "Langues").getByRole("link", { name: "English" });
      await expect(english).toHaveAttribute("href", "/about/team/");
      await english.click();
      await expect(page).toHaveURL(/\/about\/team\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the switcher is plain links in the server's HTML", async ({ page }) => {
      await page.goto("/contact/");
      await switcher(footer(page), "Footer languages").getByRole("link", { name: "Français" }).click();
      await expect(page).toHaveURL(/\/fr\/contact\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    });
  });
});

test.describe("French for a first-time visitor", () => {
  test.beforeEach(async ({ context }) => keepTrafficLocal(context));

  test("the consent dialog is in French on a French page, and stays closed over the French cookie policy", async ({ page }) => {
    await page.goto("/fr/");
    const dialog = page.getByRole("dialog", { name: "Votre vie privée, votre choix" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Tout accepter", exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Tout refuser", exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "politique de cookies" })).toHaveAttribute("href", /^\/fr\/politique-cookies\/?$/);

    await page.goto("/fr/politique-cookies/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de cookies");
    await expect(page.locator("html")).not.toHaveAttribute("data-consent-pending", "");
    await expect(page.getByRole("dialog", { name: "Votre vie privée, votre choix" })).toBeHidden();
  });

  test("a missing path under /fr/ answers 404 with the French page; an unknown language prefix gets the English one", async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    const french = await page.goto("/fr/page-qui-nexiste-pas/");
    expect(french?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable : /fr/page-qui-nexiste-pas/");
    // Started in the browser, the site stays at the missing address (it does not move to /fr/404.html).
    await page.waitForFunction(() => (window as unknown as { ___navigate?: { guarded?: boolean } }).___navigate?.guarded === true);
    await expect(page).toHaveURL(/\/fr\/page-qui-nexiste-pas\/$/);

    const unknown = await page.goto("/de/seite/");
    expect(unknown?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /de/seite/");
  });

  test("on a bucket, whose one error document is the English 404.html, the browser still shows the French 404 under /fr/ (stand-in: the document answered by page.route)", async ({
    page,
  }) => {
    await acceptConsentBeforeLoad(page);
    // What an S3 website endpoint answers for any missing key: the bucket's single error document, status 404.
    const errorDocument = readFileSync(join(process.env.BUILD_DIR!, "404.html"), "utf8");
    await page.route("**/fr/introuvable-sur-le-bucket/", (route) => route.fulfill({ status: 404, contentType: "text/html", body: errorDocument }));
    await page.goto("/fr/introuvable-sur-le-bucket/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable : /fr/introuvable-sur-le-bucket/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("a link followed in the browser to a missing path under /fr/ shows the French 404, and under / the English one", async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    await page.goto("/fr/");
    await page.waitForFunction(() => (window as unknown as { ___navigate?: { guarded?: boolean } }).___navigate?.guarded === true);
    const navigate = (to: string) => page.evaluate((path) => (window as unknown as { ___navigate(to: string): void }).___navigate(path), to);

    await navigate("/fr/nulle-part/");
    await expect(page).toHaveURL(/\/fr\/nulle-part\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable : /fr/nulle-part/");

    await navigate("/nowhere-at-all/");
    await expect(page).toHaveURL(/\/nowhere-at-all\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /nowhere-at-all/");
  });

  test("French pages pass axe", async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    for (const path of ["/fr/", "/fr/blog/quand-renouveler-votre-marque/", "/fr/services/numerique/seo/"]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
  });
});

test.describe("a French enquiry", () => {
  test.beforeEach(async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    await page.clock.install();
  });

  test("sent from /fr/contact/ in French: stored with language fr, and the visitor's acknowledgement is French", async ({ page }) => {
    const email = uniqueVisitorEmail("fr");
    await page.goto("/fr/contact/");
    const form = page.locator("form", { has: page.getByLabel("De quoi avez-vous besoin ?") });
    await form.getByLabel("Nom").fill("Marie Curie");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("De quoi avez-vous besoin ?").selectOption("Emailing");
    await form.getByLabel("Message").fill("Une lettre mensuelle pour nos clients du laboratoire.");
    await form.getByLabel("J’accepte que vous conserviez ces informations pour répondre à ma demande.").check();
    await page.clock.fastForward(3_000);
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();

    await expect(page.getByRole("status")).toContainText("Merci, nous avons bien reçu votre demande");
    await expect.poll(() => storedEnquiries(email)).toHaveLength(1);
    const [stored] = await storedEnquiries(email);
    expect(stored).toMatchObject({ name: "Marie Curie", need: "Emailing", page: "/fr/contact/", language: "fr" });
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [acknowledgement] = await mailsTo(email);
    expect(acknowledgement!.subject).toBe("Nous avons bien reçu votre demande – Lumen & Lark");
    expect(acknowledgement!.text).toContain("Bonjour Marie Curie,");
  });
});
