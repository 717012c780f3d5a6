/**
 * Content history in the admin, end to end (docs/history.md): Chromium (1440×900) drives the real Strapi admin as the
 * seeded Editor while the real publisher builds and releases the real site.
 *
 * The editor publishes a post three times (once through the admin API the content manager calls, twice in the
 * content manager itself), opens the edit view's History, sees the three versions newest first with the editor's
 * name and the newest live; follows the Publishing page's release history to a version; selects the oldest and sees
 * its title and body marked Changed beside the current draft; restores it after a confirmation. The draft then has
 * the old title and the site and the published version keep the newest: a restore publishes nothing.
 * Screenshots for the closing note go to docs/screenshots/ with SHOWCASE_SCREENSHOTS=docs (history-panel, history-diff, history-restore-confirm,
 * history-restored, history-release-links).
 *
 * Every expected value is written out: the titles the test publishes, the panel's and the CMS's words.
 * Run: npx jest -c publisher/tests/e2e/jest.config.cjs content-history
 */
import path from "node:path";
import { expect as playwrightExpect, type Browser, type Page } from "@playwright/test";
import { launchChromium } from "../helpers/chromium";
import { closeAdminBanners, signInToAdmin } from "./support/admin-browser";
import { adminScreenshot, SCREENSHOT_DIR } from "./support/screenshot-dir";
import { startPublishStack, type PublishStack } from "../../../scripts/lib/publish-stack";
import { StrapiEditor } from "../../../scripts/lib/strapi-editor";

const STEP_TIMEOUT_MS = 8 * 60_000;
/** Playwright's web-first assertions (they retry), with room for a busy two-core machine. */
const expectUi = playwrightExpect.configure({ timeout: 30_000 });

const POST = "api::blog-post.blog-post";
const SLUG = "build-a-content-calendar-you-will-keep";
const POST_PATH = `/blog/${SLUG}/`;
/** The three titles, oldest first: the words that differ are "charities", "clinics" and "software companies". */
const FIRST_TITLE = "A content calendar for charities";
const SECOND_TITLE = "A content calendar for clinics";
const NEWEST_TITLE = "A content calendar for software companies";
/** A closing line for the body of the first and the third version. */
const FIRST_BODY_LINE = "Charities can start from the questions their donors ask.";
const NEWEST_BODY_LINE = "Software companies can start from their support tickets.";
const EDITOR_WORDS = "Site Editor (editor@agency.local)";

describe("an Editor sees every published version of a post, compares one with the draft and restores it", () => {
  let stack: PublishStack;
  let browser: Browser;
  let page: Page;
  let documentId: string;
  let editUrl: string;
  let seedBody: string;

  beforeAll(async () => {
    stack = await startPublishStack("content-history", { serveAdmin: true });
    browser = await launchChromium();
    if (!stack.cms.editor) throw new Error("the CMS has no editor account");
    page = await signInToAdmin(browser, stack.cms.adminUrl, stack.cms.editor);
  }, 20 * 60_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  // One API session for the whole file: Strapi rate-limits admin logins, and the browser has signed in once already.
  let apiSession: StrapiEditor | undefined;
  const editorApi = async () => (apiSession ??= await StrapiEditor.login(stack.cms));
  const notifications = () => page.getByRole("region", { name: /^Notifications/ });
  const historyButton = () => page.getByRole("button", { name: "History", exact: true });
  const historyDialog = () => page.getByRole("dialog", { name: `History of “${NEWEST_TITLE}”` });
  const versions = () => historyDialog().getByRole("list", { name: "Versions, newest first" }).getByRole("button");
  /** A field's row in the comparison, by its label. */
  const fieldRow = (label: string) =>
    historyDialog()
      .getByRole("row")
      .filter({ has: page.getByText(label, { exact: true }) });

  const shot = (name: string) => adminScreenshot(page, name);

  /** The post's h1 as Chromium renders the served site. */
  async function servedPostTitle(): Promise<string> {
    const tab = await browser.newPage();
    try {
      const response = await tab.goto(`${stack.publisher.siteUrl.replace(/\/$/, "")}${POST_PATH}`);
      expect(response?.status()).toBe(200);
      return (await tab.getByRole("heading", { level: 1 }).innerText()).trim();
    } finally {
      await tab.close();
    }
  }

  /** The title typed in the content manager, saved, then published, as an editor does. */
  async function publishTitleInTheAdmin(title: string): Promise<void> {
    await page.goto(editUrl);
    await closeAdminBanners(page);
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectUi(notifications()).toContainText("Saved document");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expectUi(notifications()).toContainText("Published document");
    await expectUi(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }

  test(
    "three publishes make three versions, newest first, each with the editor's name; the newest is live once built",
    async () => {
      const before = await stack.status();
      const api = await editorApi();
      const post = await api.find("post", SLUG);
      documentId = post.documentId;
      editUrl = `${stack.cms.adminUrl}/content-manager/collection-types/${POST}/${documentId}?plugins[i18n][locale]=en`;
      seedBody = (await api.request<{ data: { body: string } }>("GET", `/content-manager/collection-types/${POST}/${documentId}`)).data.body;

      // The first version through the admin API the content manager calls, the next two in the content manager.
      await api.edit("post", SLUG, { title: FIRST_TITLE, body: `${seedBody}\n\n${FIRST_BODY_LINE}` });
      await publishTitleInTheAdmin(SECOND_TITLE);
      await api.saveDraft("post", SLUG, { body: `${seedBody}\n\n${NEWEST_BODY_LINE}` });
      await publishTitleInTheAdmin(NEWEST_TITLE);
      const after = await stack.settled(before);
      expect(after.lastFailure).toBeNull();
      expect(await servedPostTitle()).toBe(NEWEST_TITLE);

      await page.goto(editUrl);
      await closeAdminBanners(page);
      // The side panel's one line: the count and the latest version.
      await expectUi(page.getByText(/^\d+ versions; the latest: published .+ by Site Editor \(editor@agency\.local\)\.$/)).toBeVisible();
      await historyButton().click();
      await expectUi(historyDialog()).toBeVisible();
      await expectUi(versions().nth(0)).toContainText(`Published by ${EDITOR_WORDS}`);
      await expectUi(versions().nth(0)).toContainText(`“${NEWEST_TITLE}”`);
      await expectUi(versions().nth(1)).toContainText(`Published by ${EDITOR_WORDS}`);
      await expectUi(versions().nth(1)).toContainText(`“${SECOND_TITLE}”`);
      await expectUi(versions().nth(2)).toContainText(`Published by ${EDITOR_WORDS}`);
      await expectUi(versions().nth(2)).toContainText(`“${FIRST_TITLE}”`);
      // The newest is what the live release shows; it is the one shown on the right when the dialog opens.
      await expectUi(versions().nth(0)).toContainText(/Live from .+, live now/, { timeout: 60_000 });
      await expectUi(versions().nth(0)).toHaveAttribute("aria-pressed", "true");
      await shot("history-panel");
      // Deleting a history is the super admin's alone (the last test).
      await expectUi(historyDialog().getByRole("button", { name: "Delete this history" })).toHaveCount(0);

      // A modal dialog: Escape closes it and the focus goes back to the button that opened it.
      await page.keyboard.press("Escape");
      await expectUi(historyDialog()).toBeHidden();
      await expectUi(historyButton()).toBeFocused();
    },
    STEP_TIMEOUT_MS + 5 * 60_000,
  );

  test(
    "the Publishing page states what the kept releases cost on disk and links the release's change to the version it put live",
    async () => {
      const history = await (
        await editorApi()
      ).request<{ data: { versions: Array<{ id: number; title: string | null }> } }>("GET", `/publishing/history/blog-post/${documentId}?locale=en`);
      const newest = history.data.versions[0];
      expect(newest?.title).toBe(NEWEST_TITLE);

      await page.getByRole("navigation").first().getByRole("link", { name: "Publishing" }).click();
      await expectUi(page.getByRole("heading", { level: 1, name: "Publishing" })).toBeVisible();
      const releases = page.getByRole("region", { name: "Release history" });
      await expectUi(
        releases.getByText(/^\d+ releases are kept \(PUBLISHER_KEEP_RELEASES\): [\d.]+ MB on disk, of which [\d.]+ MB is the live release\.$/),
      ).toBeVisible();
      const link = releases.getByRole("link", { name: `the blog post “${NEWEST_TITLE}”` }).first();
      await expectUi(link).toHaveAttribute(
        "href",
        `/admin/content-manager/collection-types/api::blog-post.blog-post/${documentId}?plugins[i18n][locale]=en&history=${newest?.id}`,
      );

      await link.scrollIntoViewIfNeeded();
      await releases.screenshot({ path: path.join(SCREENSHOT_DIR, "history-release-links.png"), animations: "disabled" });
      await link.click();
      await expectUi(historyDialog()).toBeVisible();
      await expectUi(versions().filter({ hasText: `“${NEWEST_TITLE}”` })).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("Escape");
      await expectUi(historyDialog()).toBeHidden();
      // Closed, the link's parameter is gone: a reload does not open the dialog again.
      await expectUi(page).not.toHaveURL(/history=/);
    },
    2 * 60_000,
  );

  test(
    "the oldest version beside the current draft: its title and body are marked Changed, the old words inserted",
    async () => {
      await page.goto(editUrl);
      await closeAdminBanners(page);
      await historyButton().click();
      await versions()
        .filter({ hasText: `“${FIRST_TITLE}”` })
        .click();
      await expectUi(versions().filter({ hasText: `“${FIRST_TITLE}”` })).toHaveAttribute("aria-pressed", "true");

      const title = fieldRow("Title");
      await expectUi(title.getByText("Changed", { exact: true })).toBeVisible();
      // The draft → version word diff: this version's words inserted, the draft's deleted.
      await expectUi(title.locator("ins")).toHaveText("charities");
      await expectUi(title.locator("del")).toHaveText("software companies");
      await expectUi(title).toContainText(NEWEST_TITLE);
      const body = fieldRow("Body");
      await expectUi(body.getByText("Changed", { exact: true })).toBeVisible();
      // Several words differ in the body's last line: each inserted or deleted run is its own element.
      await expectUi(body.locator("ins").filter({ hasText: "donors" })).toHaveCount(1);
      await expectUi(body.locator("del").filter({ hasText: "support tickets" })).toHaveCount(1);
      // Only the changed fields until the editor asks for all: the slug did not change.
      await expectUi(fieldRow("Slug")).toHaveCount(0);
      const onlyChanged = historyDialog().getByRole("checkbox", { name: "Show only changed fields" });
      await expectUi(onlyChanged).toBeChecked();
      await onlyChanged.click();
      await expectUi(fieldRow("Slug")).toContainText(SLUG);
      await expectUi(fieldRow("Slug").getByText("Changed", { exact: true })).toHaveCount(0);
      await onlyChanged.click();
      await expectUi(fieldRow("Slug")).toHaveCount(0);
      await shot("history-diff");
    },
    2 * 60_000,
  );

  test(
    "restoring the oldest version puts it into the draft after a confirmation and publishes nothing",
    async () => {
      const before = await stack.status();
      await historyDialog().getByRole("button", { name: "Restore this version" }).click();
      const confirm = page.getByRole("alertdialog");
      await expectUi(confirm).toContainText("Restore this version?");
      await expectUi(confirm).toContainText("This version replaces the current draft of this translation. Nothing is published until you publish it.");
      await shot("history-restore-confirm");
      await confirm.getByRole("button", { name: "Restore", exact: true }).click();

      // The edit view loads again with the restored draft; a notification and the History panel say what the restore did, once.
      await expectUi(notifications()).toContainText("is now the draft. Nothing is published until you publish it.");
      await expectUi(page.getByRole("status", { name: "Restored version" })).toContainText("is now the draft. Nothing is published until you publish it.");
      await expectUi(page.getByRole("textbox", { name: "Title" })).toHaveValue(FIRST_TITLE);
      await expectUi(historyDialog()).toBeHidden();
      await page.getByRole("status", { name: "Restored version" }).scrollIntoViewIfNeeded();
      await shot("history-restored");

      const api = await editorApi();
      const draft = await api.request<{ data: { title: string; body: string } }>("GET", `/content-manager/collection-types/${POST}/${documentId}?locale=en`);
      expect(draft.data.title).toBe(FIRST_TITLE);
      expect(draft.data.body).toBe(`${seedBody}\n\n${FIRST_BODY_LINE}`);
      const published = await api.request<{ data: { title: string } }>(
        "GET",
        `/content-manager/collection-types/${POST}/${documentId}?locale=en&status=published`,
      );
      expect(published.data.title).toBe(NEWEST_TITLE);
      const publicApi = await fetch(`${stack.cms.url}/api/blog-posts?filters[slug][$eq]=${SLUG}`, { headers: { Authorization: `Bearer ${stack.cms.token}` } });
      expect(((await publicApi.json()) as { data: { title: string }[] }).data.map((one) => one.title)).toEqual([NEWEST_TITLE]);
      // Nothing went to the site: no build since, and the page still shows the newest title.
      expect((await stack.status()).lastSuccess?.buildId).toBe(before.lastSuccess?.buildId);
      expect(await servedPostTitle()).toBe(NEWEST_TITLE);

      // Shown once: the next visit of the edit view no longer says it.
      await page.reload();
      await expectUi(page.getByRole("textbox", { name: "Title" })).toHaveValue(FIRST_TITLE);
      await expectUi(page.getByRole("status", { name: "Restored version" })).toHaveCount(0);
    },
    3 * 60_000,
  );

  test(
    "the super admin, and only the super admin, deletes the post's history after a confirmation",
    async () => {
      const admin = await signInToAdmin(browser, stack.cms.adminUrl, { email: stack.cms.adminEmail, password: stack.cms.adminPassword });
      try {
        await admin.goto(editUrl);
        await closeAdminBanners(admin);
        await admin.getByRole("button", { name: "History", exact: true }).click();
        const dialog = admin.getByRole("dialog", { name: `History of “${NEWEST_TITLE}”` });
        await dialog.getByRole("button", { name: "Delete this history" }).click();
        const confirm = admin.getByRole("alertdialog");
        // The seed's first publish and the test's three.
        await expectUi(confirm).toContainText(
          "The 4 recorded versions of this translation will be deleted for good. The entry, its draft and the site do not change.",
        );
        await confirm.getByRole("button", { name: "Delete the history" }).click();
        await expectUi(admin.getByRole("region", { name: /^Notifications/ })).toContainText("History deleted: 4 versions.");
        // No version left to take a title from: the dialog is named "History" alone.
        await expectUi(admin.getByRole("dialog", { name: "History", exact: true })).toContainText("No version of this translation is recorded yet");
      } finally {
        await admin.close();
      }
      const left = await (await editorApi()).request<{ data: { versions: unknown[] } }>("GET", `/publishing/history/blog-post/${documentId}?locale=en`);
      expect(left.data.versions).toEqual([]);
    },
    2 * 60_000,
  );
});
