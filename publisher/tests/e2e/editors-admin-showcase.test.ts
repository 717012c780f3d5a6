/**
 * Two things an editor met in the admin (issue 47, items 12 and 13), end to end: Chromium (1440×900) drives the real
 * Strapi admin as the seeded Editor. No site is built (no publisher runs).
 *
 * - Deleting an entry, from its edit view or from the list view, says "Deleted document" and nothing else: the
 *   content manager used to fetch the document it had just deleted and put up a red "Not Found"
 *   (patches/@strapi+content-manager+*.patch).
 * - A new menu item starts "In the menu: Yes", as the CMS saves it (cms/src/guards/new-items-attached.ts); an item
 *   saved out of the menu keeps its "No" (patches/strapi-plugin-navigation+*.patch). The Menus page gives the Editor
 *   its editing controls even when their permissions reach the admin after the page has mounted (the same patch).
 *
 * Screenshots for the closing note go to docs/screenshots/ with SHOWCASE_SCREENSHOTS=docs (admin-delete-no-not-found,
 * navigation-new-item-in-the-menu). Every expected value is written out: the tags' names, the Strapi and plugin words.
 * Run: npx jest -c publisher/tests/e2e/jest.config.cjs editors-admin-showcase
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

const TAG = "api::tag.tag";

interface NavigationItem {
  title: string;
  menuAttached: boolean;
  updated?: boolean;
  items?: NavigationItem[] | null;
}

describe("an Editor deletes entries without a Not Found after them, and new menu items start in the menu", () => {
  let adminCms: AdminCms;
  let cms: CmsHandle;
  let browser: Browser;
  let page: Page;
  let api: StrapiEditor;
  /** What the CMS answered the admin with a 404, as "METHOD path", in order. */
  const notFound: string[] = [];
  /** Requests the admin has sent and not yet had an answer to (or a failure). */
  let inFlight = 0;
  let lastNetworkActivity = Date.now();

  beforeAll(async () => {
    adminCms = await startAdminCms("editors-admin-showcase-e2e");
    cms = adminCms.cms;
    browser = await launchChromium();
    page = await signInToAdmin(browser, cms.adminUrl, adminCms.editor);
    api = await StrapiEditor.login(cms);
    const cmsOrigin = new URL(cms.url).origin;
    const settle = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastNetworkActivity = Date.now();
    };
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== cmsOrigin) return;
      inFlight += 1;
      lastNetworkActivity = Date.now();
    });
    page.on("requestfinished", settle);
    page.on("requestfailed", settle);
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin === cmsOrigin && response.status() === 404) notFound.push(`${response.request().method()} ${url.pathname}`);
    });
  }, 20 * 60_000);

  afterAll(async () => {
    await browser?.close();
    await adminCms?.stop();
  }, 60_000);

  const notifications = () => page.getByRole("region", { name: /^Notifications/ });
  const notFoundAlerts = () => notifications().getByRole("alert").filter({ hasText: "Not Found" });
  const shot = (name: string) => adminScreenshot(page, name);
  /**
   * Until the admin has had every answer it asked the CMS for and asked nothing for a second: a fetch that follows a
   * delete (and the notification its answer brings) has happened by then.
   */
  const networkSettled = () =>
    playwrightExpect.poll(() => inFlight === 0 && Date.now() - lastNetworkActivity > 1_000, { timeout: 30_000, intervals: [250] }).toBe(true);
  /** The plugin's item form, by its heading (its dialog points its name at an element it does not render). */
  const itemDialog = (heading: string) => page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
  const createTag = async (name: string, slug: string): Promise<string> =>
    (await api.request<{ data: { documentId: string } }>("POST", `/content-manager/collection-types/${TAG}`, { name, slug })).data.documentId;
  /** Opens an actions menu, chooses Delete and confirms, as an editor does. */
  const chooseDelete = async (menuButton: ReturnType<Page["getByRole"]>) => {
    await menuButton.click();
    // "Delete entry (English (en))" beside it deletes one language only.
    await page.getByRole("menuitem", { name: "Delete entry (all locales)", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Confirmation" });
    await expectUi(dialog).toContainText("Are you sure you want to delete this document? This action is irreversible.");
    await dialog.getByRole("button", { name: "Confirm" }).click();
  };

  test("deleting an entry in its edit view, then one in the list view, says Deleted document and no Not Found follows", async () => {
    const fromEditView = await createTag("Throwaway tag from the edit view", "throwaway-tag-from-the-edit-view");
    await createTag("Throwaway tag from the list view", "throwaway-tag-from-the-list-view");

    await page.goto(`${cms.adminUrl}/content-manager/collection-types/${TAG}/${fromEditView}?plugins[i18n][locale]=en`);
    await closeAdminBanners(page);
    await expectUi(page.getByRole("heading", { level: 1, name: "Throwaway tag from the edit view" })).toBeVisible();
    await networkSettled();
    notFound.length = 0;
    // The header's menu (the panel's is "More document actions", without Delete).
    await chooseDelete(page.getByRole("button", { name: "More actions", exact: true }));
    await expectUi(notifications()).toContainText("Deleted document");
    // Back in the list view, which no longer has the tag.
    await expectUi(page.getByRole("heading", { level: 1, name: "Tag" })).toBeVisible();
    await expectUi(page.getByRole("row").filter({ hasText: "Throwaway tag from the list view" })).toHaveCount(1);
    await expectUi(page.getByRole("row").filter({ hasText: "Throwaway tag from the edit view" })).toHaveCount(0);
    // While "Deleted document" still shows (Strapi's notifications close after a few seconds).
    await shot("admin-delete-no-not-found");
    await networkSettled();
    // The admin asked for nothing that is not there, the deleted tag least of all, and said nothing was.
    expect(notFound).toEqual([]);
    await expectUi(notFoundAlerts()).toHaveCount(0);

    notFound.length = 0;
    const row = page.getByRole("row").filter({ hasText: "Throwaway tag from the list view" });
    await chooseDelete(row.getByRole("button", { name: "Row actions" }));
    await expectUi(notifications()).toContainText("Deleted document");
    await expectUi(page.getByRole("row").filter({ hasText: "Throwaway tag from the list view" })).toHaveCount(0);
    await networkSettled();
    expect(notFound).toEqual([]);
    await expectUi(notFoundAlerts()).toHaveCount(0);

    // Both are gone from the CMS.
    const left = await api.request<{ results: { name: string }[] }>("GET", `/content-manager/collection-types/${TAG}?page=1&pageSize=100&_q=Throwaway`);
    expect(left.results.map((tag) => tag.name)).toEqual([]);
  });

  test("a new menu item starts In the menu: Yes; an item saved out of the menu keeps No", async () => {
    // "Blog" in the main menu saved out of the menu, as an editor could have saved it before.
    const navigations = await api.request<Array<{ documentId: string; slug: string; items: NavigationItem[] }>>("GET", "/navigation/");
    const main = navigations.find((navigation) => navigation.slug === "main-navigation");
    const blog = main?.items.find((item) => item.title === "Blog");
    if (!main || !blog) throw new Error('the seed has no "Blog" item in main-navigation');
    Object.assign(blog, { menuAttached: false, updated: true });
    await api.request("PUT", `/navigation/${main.documentId}`, main);
    const saved = (await api.request<Array<{ slug: string; items: NavigationItem[] }>>("GET", "/navigation/")).find((n) => n.slug === "main-navigation");
    expect(saved?.items.filter((item) => item.title === "Blog").map((item) => item.menuAttached)).toEqual([false]);

    // The race that left this page read-only for an allowed Editor on a busy machine, made certain: the admin's list of
    // the Editor's permissions is held back until the Menus page has mounted (it then asks the plugin's API for the
    // menus). Unpatched, the plugin decided its editing controls once, at mount (useRBAC), and stayed read-only; patched,
    // it reads the list as it arrives (patches/strapi-plugin-navigation+*.patch).
    let releasePermissions = () => {};
    const permissionsHeld = new Promise<void>((resolve) => (releasePermissions = resolve));
    const permissionsUrl = /\/admin\/users\/me\/permissions$/;
    const onPluginRequest = (request: { url(): string }) => {
      if (new URL(request.url()).pathname.startsWith("/navigation")) releasePermissions();
    };
    page.on("request", onPluginRequest);
    await page.route(permissionsUrl, async (route) => {
      await permissionsHeld;
      await route.continue();
    });
    try {
      await page.goto(`${cms.adminUrl}/plugins/navigation`);
      await closeAdminBanners(page);
      await expectUi(page.getByRole("heading", { level: 1, name: "Menus" })).toBeVisible();
      await expectUi(page.getByRole("article", { name: /^Blog \/blog\/ / })).toBeVisible();
    } finally {
      releasePermissions();
      page.off("request", onPluginRequest);
      await page.unroute(permissionsUrl);
    }

    const addItem = page.getByRole("button", { name: "Add a menu item" });
    await expectUi(addItem).toBeVisible();
    await addItem.click();
    const dialog = itemDialog("New menu item");
    await expectUi(dialog).toBeVisible();
    const inTheMenu = dialog.getByRole("checkbox", { name: "In the menu" });
    await expectUi(inTheMenu).toBeChecked();
    await expectUi(inTheMenu).toBeEnabled();
    // Editors' words where the form used its developers' fallbacks.
    await expectUi(dialog).toContainText("Use the page's title");
    await expectUi(dialog).toContainText("The site shows every item of a menu");
    await expectUi(dialog).not.toContainText("Read fields from related");
    await expectUi(dialog).not.toContainText("is menu item attached to menu");
    await shot("navigation-new-item-in-the-menu");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expectUi(dialog).toHaveCount(0);

    /** An item's card is an article named by its title, its address and its buttons ("Blog /blog/ Edit Remove"). */
    const editItem = async (title: string) => {
      await page
        .getByRole("article", { name: new RegExp(`^${title} /`) })
        .getByRole("button", { name: "Edit", exact: true })
        .click();
      const edit = itemDialog("Edit the menu item");
      await expectUi(edit).toBeVisible();
      return edit;
    };
    const blogForm = await editItem("Blog");
    await expectUi(blogForm.getByRole("checkbox", { name: "In the menu" })).not.toBeChecked();
    await blogForm.getByRole("button", { name: "Cancel" }).click();
    await expectUi(blogForm).toHaveCount(0);
    const contactForm = await editItem("Contact");
    await expectUi(contactForm.getByRole("checkbox", { name: "In the menu" })).toBeChecked();
    await contactForm.getByRole("button", { name: "Cancel" }).click();
  });
});
