import { expect, test, type Page } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

const site = () => (process.env.SITE_URL ?? "").replace(/\/+$/, "");

/** The JSON-LD blocks of one type in the head, or (`document`) anywhere: the Organization is after the footer. */
async function jsonLdOfType(page: Page, type: string, where: "head" | "document" = "head") {
  const blocks = await page.locator(`${where === "head" ? "head " : ""}script[type="application/ld+json"]`).allTextContents();
  return blocks.map((text) => JSON.parse(text) as { "@type": string }).filter((data) => data["@type"] === type);
}

test.describe("visitor bugs: breadcrumbs on nested pages", () => {
  test("a third-level page: Home / Services / Digital marketing / Search engine optimisation, with BreadcrumbList JSON-LD", async ({ page }) => {
    await page.goto("/services/digital/seo/");
    const nav = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(nav).toBeVisible();
    const items = nav.locator("ol > li");
    await expect(items).toHaveText(["Home", "Services", "Digital marketing", "Search engine optimisation"]);
    const links = nav.getByRole("link");
    await expect(links).toHaveText(["Home", "Services", "Digital marketing"]);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(["/", "/services/", "/services/digital/"]);
    await expect(items.nth(3).locator('[aria-current="page"]')).toHaveText("Search engine optimisation");
    await expect(items.nth(3).getByRole("link")).toHaveCount(0);

    expect(await jsonLdOfType(page, "Organization", "document")).toHaveLength(1);
    expect(await jsonLdOfType(page, "BreadcrumbList")).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${site()}/` },
          { "@type": "ListItem", position: 2, name: "Services", item: `${site()}/services/` },
          { "@type": "ListItem", position: 3, name: "Digital marketing", item: `${site()}/services/digital/` },
          { "@type": "ListItem", position: 4, name: "Search engine optimisation", item: `${site()}/services/digital/seo/` },
        ],
      },
    ]);
  });

  test("a second-level page: Home / About us / Our team", async ({ page }) => {
    await page.goto("/about/team/");
    const nav = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(nav.locator("ol > li")).toHaveText(["Home", "About us", "Our team"]);
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Our team");
  });

  test("the home page and a top-level page have no breadcrumbs and no BreadcrumbList", async ({ page }) => {
    for (const path of ["/", "/services/"]) {
      await page.goto(path);
      await expect(page.locator("#main")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }), path).toHaveCount(0);
      expect(await jsonLdOfType(page, "BreadcrumbList"), path).toEqual([]);
    }
  });
});
