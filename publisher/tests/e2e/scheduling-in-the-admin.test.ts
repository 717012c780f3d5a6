/**
 * Scheduling in the admin, end to end (docs/content-model.md, "Scheduling"): Chromium (1440×900) drives the real
 * Strapi admin as the seeded Editor. No site is built: a scheduled action far in the future never runs here
 * (cms/tests/scheduling.test.ts runs them).
 *
 * The editor opens a post's Schedule panel, is told a time is missing instead of being given midnight, schedules a
 * publish at 04:15 and an unpublish at 16:07 (minutes the old quarter-hour picker could not give), and finds them
 * stored at those minutes, marked "Scheduled for …" / "Unpublish scheduled for …" in the posts' list view, and
 * listed on the home page. Screenshots for the closing note go to docs/screenshots/ with SHOWCASE_SCREENSHOTS=docs (scheduling-panel,
 * scheduling-list-view, scheduling-home).
 *
 * Every expected value is written out: the post's title, the times typed, the panel's words.
 * Run: npx jest -c publisher/tests/e2e/jest.config.cjs scheduling-in-the-admin
 */
import { expect as playwrightExpect, type Browser, type Page } from "@playwright/test";
import { launchChromium } from "../helpers/chromium";
import { closeAdminBanners, signInToAdmin } from "./support/admin-browser";
import { startAdminCms, type AdminCms } from "./support/admin-cms";
import { adminScreenshot } from "./support/screenshot-dir";
import type { CmsHandle } from "../../../scripts/lib/cms-process";
import { StrapiEditor } from "../../../scripts/lib/strapi-editor";

/** Playwright's web-first assertions (they retry), with room for a busy two-core machine. */
const expectUi = playwrightExpect.configure({ timeout: 30_000 });

const POST = "api::blog-post.blog-post";
const SLUG = "build-a-content-calendar-you-will-keep";
const TITLE = "Build a content calendar you will actually keep";

interface Scheduled {
  action: string;
  entryDocumentId: string;
  entryLocale: string;
  runAt: string;
  state: string;
}

describe("an Editor schedules a post at any minute and sees it marked in the list view and on the home page", () => {
  let adminCms: AdminCms;
  let cms: CmsHandle;
  let browser: Browser;
  let page: Page;
  let api: StrapiEditor;
  let documentId: string;

  beforeAll(async () => {
    adminCms = await startAdminCms("scheduling-admin-e2e");
    cms = adminCms.cms;
    browser = await launchChromium();
    page = await signInToAdmin(browser, cms.adminUrl, adminCms.editor);
    api = await StrapiEditor.login(cms);
    documentId = (await api.find("post", SLUG)).documentId;
  }, 20 * 60_000);

  afterAll(async () => {
    await browser?.close();
    await adminCms?.stop();
  }, 60_000);

  const notifications = () => page.getByRole("region", { name: /^Notifications/ });
  const shot = (name: string) => adminScreenshot(page, name);
  const pending = async (): Promise<Scheduled[]> =>
    (await api.request<{ data: { pending: Scheduled[] } }>("GET", `/publishing/schedule?kind=blog-post&documentId=${documentId}&locale=en`)).data.pending;
  /** The instant the browser's time zone gives a wall-clock time: what the panel must send for it. */
  const inBrowserZone = (year: number, month: number, day: number, hour: number, minute: number): Promise<string> =>
    page.evaluate((at) => new Date(at.year, at.month - 1, at.day, at.hour, at.minute).toISOString(), { year, month, day, hour, minute });

  test("a missing time is said; 04:15 and 16:07 are scheduled at those minutes", async () => {
    await page.goto(`${cms.adminUrl}/content-manager/collection-types/${POST}/${documentId}?plugins[i18n][locale]=en`);
    await closeAdminBanners(page);
    await expectUi(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();

    await page.getByLabel("Publish at: date", { exact: true }).fill("2099-12-01");
    await page.getByRole("button", { name: "Schedule publish", exact: true }).click();
    await expectUi(page.getByText("Enter a time: hours and minutes, such as 16:07.")).toBeVisible();
    expect(await pending()).toEqual([]);

    await page.getByLabel("Publish at: time", { exact: true }).fill("04:15");
    await page.getByRole("button", { name: "Schedule publish", exact: true }).click();
    await expectUi(notifications()).toContainText("Publish scheduled.");
    await page.getByLabel("Unpublish at: date", { exact: true }).fill("2099-12-08");
    await page.getByLabel("Unpublish at: time", { exact: true }).fill("16:07");
    await page.getByRole("button", { name: "Schedule unpublish", exact: true }).click();
    await expectUi(notifications()).toContainText("Unpublish scheduled.");

    const list = page.getByRole("list", { name: "Scheduled for this entry" });
    await expectUi(list.getByRole("listitem", { name: `Scheduled publish of the blog post “${TITLE}”` })).toContainText("04:15");
    await expectUi(list.getByRole("listitem", { name: `Scheduled unpublish of the blog post “${TITLE}”` })).toContainText("16:07");
    expect((await pending()).map(({ action, runAt, state }) => [action, runAt, state])).toEqual([
      ["publish", await inBrowserZone(2099, 12, 1, 4, 15), "pending"],
      ["unpublish", await inBrowserZone(2099, 12, 8, 16, 7), "pending"],
    ]);
    await list.scrollIntoViewIfNeeded();
    await shot("scheduling-panel");
  });

  test("the posts' list view marks the post with both, to the minute", async () => {
    await page.goto(`${cms.adminUrl}/content-manager/collection-types/${POST}?page=1&pageSize=10&plugins[i18n][locale]=en&_q=${encodeURIComponent(TITLE)}`);
    await closeAdminBanners(page);
    // Strapi's list is a grid: its header cells are gridcells too.
    const header = page.getByRole("gridcell", { name: "Scheduled", exact: true });
    await expectUi(header).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: TITLE });
    await expectUi(row).toContainText(/Scheduled for [^]*04:15/);
    await expectUi(row).toContainText(/Unpublish scheduled for [^]*16:07/);
    // The grid scrolls sideways: the column is the last one.
    await header.scrollIntoViewIfNeeded();
    await shot("scheduling-list-view");
  });

  test("the home page lists what is scheduled next", async () => {
    await page.goto(cms.adminUrl);
    await closeAdminBanners(page);
    const scheduled = page.getByRole("region", { name: "Scheduled", exact: true });
    await expectUi(scheduled.getByRole("listitem").first()).toContainText(new RegExp(`^The blog post “${TITLE}”: scheduled for .*04:15$`));
    await expectUi(scheduled.getByRole("listitem").nth(1)).toContainText(new RegExp(`^The blog post “${TITLE}”: unpublish scheduled for .*16:07$`));
    await scheduled.scrollIntoViewIfNeeded();
    await shot("scheduling-home");
  });
});
