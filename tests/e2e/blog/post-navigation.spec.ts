import { expect, test } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";

test.beforeEach(async ({ page }) => acceptConsentBeforeLoad(page));

test.describe("a post's author and its previous and next post", () => {
  test("the author's name links to their page; the portrait is shown", async ({ page }) => {
    await page.goto("/blog/local-seo-for-service-businesses/");
    const header = page.getByRole("main").locator("article header");
    await expect(header.locator("img")).toBeVisible();
    await expect(header.getByText("Head of Search", { exact: true })).toBeVisible();
    await header.getByRole("link", { name: "Grace Okafor" }).click();
    await expect(page).toHaveURL(/\/blog\/author\/grace-okafor\/$/);
    await expect(page.locator("main h1")).toHaveText("Grace Okafor");
  });

  test("Previous is the newer post, Next the older one, in the blog's order", async ({ page }) => {
    await page.goto("/blog/local-seo-for-service-businesses/");
    const more = page.getByRole("navigation", { name: "More posts" });
    await expect(more.getByRole("link")).toHaveText(["When is it time to refresh your brand?", "Paid social on a small budget"]);
    await more.getByRole("link", { name: "Paid social on a small budget" }).click();
    await expect(page).toHaveURL(/\/blog\/paid-social-on-a-small-budget\/$/);
    await page.getByRole("navigation", { name: "More posts" }).getByRole("link", { name: "Local SEO for service businesses: a practical checklist" }).click();
    await expect(page).toHaveURL(/\/blog\/local-seo-for-service-businesses\/$/);
  });

  test("the newest post has only a Next post", async ({ page }) => {
    await page.goto("/blog/when-to-refresh-your-brand/");
    const more = page.getByRole("navigation", { name: "More posts" });
    await expect(more.getByText("Previous post")).toHaveCount(0);
    await expect(more.getByText("Next post")).toBeVisible();
  });
});

test.describe("a case study's previous and next", () => {
  test("Harbour & Pine leads to Northfield Physio, the next on the Work page", async ({ page }) => {
    await page.goto("/work/harbour-and-pine/");
    const more = page.getByRole("navigation", { name: "More case studies" });
    await expect(more.getByText("Previous case study")).toHaveCount(0);
    await more.getByRole("link", { name: "Northfield Physio" }).click();
    await expect(page).toHaveURL(/\/work\/northfield-physio\/$/);
    await expect(page.getByRole("navigation", { name: "More case studies" }).getByRole("link")).toHaveText(["Harbour & Pine", "Tally"]);
  });
});
