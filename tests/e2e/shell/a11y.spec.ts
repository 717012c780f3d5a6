import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { publishedPages, publishedPosts } from "../support/cms";
import { controlled, DESKTOP, mainNav, MOBILE, menuToggle, openShell, prepareContext, shellData } from "./shell-page";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

test.beforeEach(async ({ context, page }) => {
  await prepareContext(context);
  // Reduced motion shows every section at its final state, so axe checks all of the content.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, label).toEqual([]);
  expect(results.passes.length, "axe ran its checks").toBeGreaterThan(10);
}

async function targets() {
  const [pages, posts] = await Promise.all([publishedPages(), publishedPosts()]);
  const nested = pages.filter((page) => page.depth >= 2).sort((a, b) => b.depth - a.depth)[0];
  if (!nested || !posts[0]) throw new Error("the full seed has nested pages and posts");
  return [
    { name: "home", path: "/" },
    { name: "a nested page", path: nested.path },
    { name: "a blog post", path: `/blog/${posts[0].slug}/` },
  ];
}

for (const viewport of [DESKTOP, MOBILE]) {
  const mode = viewport.width >= 1280 ? "desktop" : "mobile";
  test.describe(`axe (WCAG 2.1 A/AA) at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("home, a nested page and a blog post have no violations", async ({ page }) => {
      for (const target of await targets()) {
        await openShell(page, target.path, mode);
        await expectNoViolations(page, `${target.name} (${target.path})`);
      }
    });

    // Every template at both widths, the selling blocks' pages included.
    test("a case study, the team page, the blog index, the cookie policy and the 404 have no violations", async ({ page }) => {
      test.slow(); // five pages, five axe runs
      for (const path of ["/work/harbour-and-pine/", "/about/team/", "/blog/", "/cookie-policy/", "/a11y-no-such-page/"]) {
        await openShell(page, path, mode);
        await expectNoViolations(page, path);
      }
    });
  });
}

test.describe("axe with menus open", () => {
  test("no violations with a desktop submenu panel open (1440×900)", async ({ page }) => {
    const { parent } = await shellData();
    await page.setViewportSize(DESKTOP);
    for (const path of ["/", (await targets())[1]!.path]) {
      await openShell(page, path, "desktop");
      const trigger = mainNav(page).getByRole("button", { name: parent.title, exact: true });
      await trigger.click();
      await expect(await controlled(page, trigger)).toBeVisible();
      await expectNoViolations(page, `desktop submenu on ${path}`);
    }
  });

  test("no violations with the mobile menu open, and with a submenu open (390×844)", async ({ page }) => {
    const { parent } = await shellData();
    await page.setViewportSize(MOBILE);
    for (const path of ["/", (await targets())[1]!.path]) {
      await openShell(page, path, "mobile");
      await menuToggle(page).click();
      const panel = await controlled(page, menuToggle(page));
      await expect(panel).toBeVisible();
      await expectNoViolations(page, `mobile menu on ${path}`);
      await panel.getByRole("button", { name: parent.title, exact: true }).click();
      await expect(panel.getByRole("button", { name: "Back to main navigation menu" })).toBeVisible();
      await expectNoViolations(page, `mobile submenu on ${path}`);
    }
  });
});
