/**
 * Editors in the admin, end to end with nothing stood in: Chromium (1440×900) drives the real
 * Strapi admin, signed in through its login form as the local Editor-role account, while the real
 * publisher builds (`gatsby build` at the repo root) and releases the real site.
 *
 * The editor edits and publishes a post and watches the Publishing panel go building → live with
 * the build that includes the edit; is refused when unpublishing a page both navigations link to;
 * rolls back to the previous release and rebuilds from the panel; cannot reach the content-type
 * builder. Screenshots of the panel go to .artifacts/admin-screenshots/ for the closing note.
 *
 * Every expected value is written out: the seed's title and slugs, Strapi's and the panel's words.
 * Run: npx jest -c publisher/tests/e2e/jest.config.cjs editors-in-the-admin
 */
import fs from "node:fs";
import path from "node:path";
import { expect as playwrightExpect, type Browser, type Page } from "@playwright/test";
import { REPO_ROOT } from "../../src/config/load-config";
import { launchChromium } from "../helpers/chromium";
import { closeAdminBanners, signInToAdmin } from "./support/admin-browser";
import { startPublishStack, type PublishStack } from "../../../scripts/lib/publish-stack";
import { StrapiEditor } from "../../../scripts/lib/strapi-editor";

const STEP_TIMEOUT_MS = 8 * 60_000;
const SHOTS = path.join(REPO_ROOT, ".artifacts", "admin-screenshots");
/** The Publishing page in editors' words, screenshot at each state (PUBLISHING_SCREENSHOTS_DIR puts them elsewhere). */
const PUBLISHING_SHOTS = process.env.PUBLISHING_SCREENSHOTS_DIR ?? path.join(SHOTS, "publishing");
/** Playwright's web-first assertions (they retry), with room for a busy two-core machine. */
const expectUi = playwrightExpect.configure({ timeout: 30_000 });
/** A literal for a RegExp: the titles hold "(", "." and the like. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const POST_PATH = "/blog/paid-social-on-a-small-budget/";
const PUBLIC_SITE = "https://www.agency.example";
const SEED_TITLE = "Paid social on a small budget";
const NEW_TITLE = "Paid social on a small budget, edited in the admin";
/** "Build: <id>" as the panel's facts read (label and value are separate elements). */
const buildFact = (id: string | null | undefined) => new RegExp(`Build:\\s*${id}`);
const BUSY = /^(Waiting|Building|Validating|Auditing|Releasing)/;
/** The editor account's name and address as the CMS words an edit (the seed's Editor is "Site Editor"). */
const EDITOR_WORDS = "Site Editor (editor@agency.local)";
const LIVE_IN = "· live in (\\d+ min )?\\d+ s$";

describe("an Editor sees, steers and cannot break publishing inside the Strapi admin", () => {
  let stack: PublishStack;
  let browser: Browser;
  let page: Page;
  /** The release before the edit: the one the editor rolls back to. */
  let firstBuildId: string;
  let editBuildId: string;

  beforeAll(async () => {
    fs.rmSync(SHOTS, { recursive: true, force: true });
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.mkdirSync(PUBLISHING_SHOTS, { recursive: true });
    // The public site's address as the CMS knows it (SITE_URL): the edit view links an entry's live page there.
    stack = await startPublishStack("editors-admin", { serveAdmin: true, cmsEnv: { SITE_URL: PUBLIC_SITE } });
    firstBuildId = (await stack.status()).live.buildId as string;
    browser = await launchChromium();
    if (!stack.cms.editor) throw new Error("the CMS has no editor account");
    page = await signInToAdmin(browser, stack.cms.adminUrl, stack.cms.editor);
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(stack.cms.adminUrl).origin && (response.status() === 404 || response.status() >= 500))
        failedAnswers.push(`${response.status()} ${url.pathname}`);
    });
  }, 20 * 60_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  const shot = async (name: string) => {
    // The pointer off the panel (the main menu's tooltip for the clicked link may still show).
    await page.mouse.move(720, 880);
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  };
  /** The whole page from its top: the admin scrolls inside its own frame, so a tall window shows it all, then goes back. */
  const fullShot = async (name: string) => {
    // Under an open dialog the heading is hidden from the accessibility tree: then the page stays where it is.
    await page
      .getByRole("heading", { level: 1 })
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
      .catch(() => undefined);
    await page.setViewportSize({ width: 1440, height: 2400 });
    await page.mouse.move(720, 2380);
    await page.screenshot({ path: path.join(PUBLISHING_SHOTS, `${name}.png`) });
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  // One API session for the whole file: Strapi rate-limits admin logins, and the browser has signed in once already.
  let apiSession: StrapiEditor | undefined;
  const editorApi = async () => (apiSession ??= await StrapiEditor.login(stack.cms));
  const mainMenu = () => page.getByRole("navigation").first();
  const notifications = () => page.getByRole("region", { name: /^Notifications/ });
  const publishingState = () => page.getByRole("status", { name: "Publishing state" });

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

  /** The CMS's answers to the admin that were 404 or 5xx since the Publishing page was last opened, as "status path". */
  const failedAnswers: string[] = [];

  /** The live release's build id, under its technical details (opened if folded). */
  async function expectLiveBuild(id: string | null): Promise<void> {
    const region = page.getByRole("region", { name: "Live release" });
    const fold = region.getByRole("button", { name: "Technical details" });
    if ((await fold.getAttribute("aria-expanded")) !== "true") await fold.click();
    await expectUi(region).toContainText(buildFact(id));
  }

  async function openPublishing(): Promise<void> {
    failedAnswers.length = 0;
    await mainMenu().getByRole("link", { name: "Publishing" }).click();
    await expectUi(page.getByRole("heading", { level: 1, name: "Publishing" })).toBeVisible();
    await expectUi(publishingState()).toBeVisible();
    await closeAdminBanners(page);
    await page.waitForLoadState("networkidle");
    // The page asks the CMS (and through it the publisher) for status, releases and schedules: none may fail.
    expect(failedAnswers).toEqual([]);
  }

  test(
    "the editor edits and publishes a post; the panel goes building → live with the build that includes it, and the site serves it",
    async () => {
      const before = await stack.status();
      expect(before.live.buildId).toBe(firstBuildId);
      expect(await servedPostTitle()).toBe(SEED_TITLE);
      // A link to a page that never existed, saved as a draft: it goes live with the title edit below.
      const api = await editorApi();
      const post = await api.find("post", "paid-social-on-a-small-budget");
      const full = await api.request<{ data: { body: string } }>("GET", `/content-manager/collection-types/api::blog-post.blog-post/${post.documentId}`);
      await api.saveDraft("post", "paid-social-on-a-small-budget", { body: `${full.data.body}\n\nSee [our 2019 offer](/never-existed/).` });

      await mainMenu().getByRole("link", { name: "Content Manager" }).click();
      await page.getByRole("navigation", { name: "Content Manager" }).getByRole("link", { name: "Blog post", exact: true }).click();
      await page.getByRole("main").getByText(SEED_TITLE, { exact: true }).first().click();
      await expectUi(page.getByRole("heading", { level: 1, name: SEED_TITLE })).toBeVisible();
      const editUrl = page.url();

      await page.getByRole("textbox", { name: "Title" }).fill(NEW_TITLE);
      // An existing post keeps its address when its title changes.
      await expectUi(page.getByRole("textbox", { name: "Slug" })).toHaveValue("paid-social-on-a-small-budget");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expectUi(notifications()).toContainText("Saved document");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expectUi(notifications()).toContainText("Published document");

      await openPublishing();
      await expectUi(publishingState()).toHaveText(BUSY, { timeout: 60_000 });
      // The screenshot for the closing note is best taken while Gatsby runs; Waiting is as good if it went by.
      await publishingState()
        .getByText("Building", { exact: true })
        .waitFor({ timeout: 60_000 })
        .catch(() => undefined);
      await shot("publishing-building");
      await expectUi(publishingState()).toHaveText(/^Live/, { timeout: STEP_TIMEOUT_MS });

      const after = await stack.settled(before);
      expect(after.lastFailure).toBeNull();
      editBuildId = after.lastSuccess?.buildId as string;
      expect(editBuildId).not.toBe(firstBuildId);
      expect(after.live.buildId).toBe(editBuildId);
      const latest = (await (await fetch(`${stack.publisher.siteUrl}builds/latest.json`)).json()) as { id: string };
      expect(latest.id).toBe(editBuildId);

      // The live release in editors' words: since when and what brought it; its build id is folded away.
      const liveRelease = page.getByRole("region", { name: "Live release" });
      await expectUi(liveRelease).toContainText(new RegExp(`Brought by:\\s*${escape(`${EDITOR_WORDS} published “${NEW_TITLE}”`)}`));
      await expectUi(liveRelease).not.toContainText(editBuildId);
      await expectLiveBuild(editBuildId);
      await expectUi(page.getByRole("row").filter({ hasText: editBuildId })).toContainText("Live now");
      await expectUi(page.getByRole("row").filter({ hasText: firstBuildId }).getByRole("button", { name: "Roll back to this release" })).toBeEnabled();
      // The build went live with the broken link and the panel names it, with the entry that holds it.
      const linksToFix = page.getByRole("region", { name: "Links to fix" });
      await expectUi(linksToFix).toContainText(`blog post "${NEW_TITLE}" links to /never-existed/`);
      await linksToFix.scrollIntoViewIfNeeded();
      await shot("publishing-live");

      // The page's first line names the editor and the entry of the last publish, in words.
      await expectUi(page.getByRole("main").getByText(new RegExp(`^${escape(`${EDITOR_WORDS} published “${NEW_TITLE}”`)} ${LIVE_IN}`))).toBeVisible();
      // The release lists what changed against the one before it: the post, by its title, and nothing else.
      const editChanges = page
        .getByRole("row")
        .filter({ hasText: editBuildId })
        .getByRole("list", { name: /^Changes in the release of / });
      await expectUi(editChanges).toHaveText(`Changed: the blog post “${NEW_TITLE}”`);
      await expectUi(page.getByRole("region", { name: "Last successful build" })).toContainText(`${EDITOR_WORDS} published “${NEW_TITLE}”`);
      // Developers' detail is folded away.
      await expectUi(page.getByRole("region", { name: "Last successful build" })).not.toContainText(editBuildId);
      await fullShot("publishing-live-in-editors-words");

      expect(await servedPostTitle()).toBe(NEW_TITLE);

      await page.goto(editUrl);
      await expectUi(page.getByRole("status", { name: "On the site" })).toContainText("Live on the site", { timeout: 60_000 });
      await expectUi(page.getByRole("status", { name: "On the site" })).not.toContainText(editBuildId);
      // The entry's own page on the live site, as a link.
      const liveLink = page.getByRole("status", { name: "On the site" }).getByRole("link", { name: /^View on the site: / });
      await expectUi(liveLink).toHaveAttribute("href", "https://www.agency.example/blog/paid-social-on-a-small-budget/");
      await page.screenshot({ path: path.join(SHOTS, "edit-view-on-the-site.png"), fullPage: true });
    },
    STEP_TIMEOUT_MS + 3 * 60_000,
  );

  test(
    "unpublishing the page both navigations link to is refused in the content manager, naming the navigations; the page stays published",
    async () => {
      const before = await stack.status();
      const work = await (await editorApi()).find("page", "work");
      await page.goto(`${stack.cms.adminUrl}/content-manager/collection-types/api::page.page/${work.documentId}`);
      await expectUi(page.getByRole("heading", { level: 1, name: "Our work" })).toBeVisible();
      await closeAdminBanners(page);

      await page.getByRole("button", { name: "More document actions" }).first().click();
      await page.getByRole("menuitem", { name: "Unpublish", exact: true }).click();
      const refusal = notifications().getByRole("alert").filter({ hasText: "Cannot unpublish" });
      await expectUi(refusal).toContainText('Cannot unpublish the page "Our work": ');
      await expectUi(refusal).toContainText('navigation "Main navigation": the item "Our work" points at it');
      await expectUi(refusal).toContainText('navigation "Footer navigation": the item "Our work" points at it');
      await shot("unpublish-refused");
      await expectUi(page.getByRole("main").getByRole("status", { name: "published" })).toBeVisible();
      // The refusal stays in its panel until the editor dismisses it, as an editor would before going on.
      const kept = page.getByRole("region", { name: "Refused edits" }).getByRole("alert").filter({ hasText: 'Cannot unpublish the page "Our work"' });
      await expectUi(kept).toBeVisible();
      await kept.getByRole("button", { name: "Dismiss" }).click();
      await expectUi(kept).toHaveCount(0);

      const published = await fetch(`${stack.cms.url}/api/pages?filters[slug][$eq]=work`, { headers: { Authorization: `Bearer ${stack.cms.token}` } });
      expect(((await published.json()) as { data: { title: string }[] }).data.map((p) => p.title)).toEqual(["Our work"]);
      // Refused at the edit: Strapi sends an event only after a write, and the page above is still published, so
      // none can be on its way; nor did the publisher receive a trigger.
      const after = await stack.status();
      expect(after.lastEvent).toEqual(before.lastEvent);
      expect(after.queue).toMatchObject({ state: "idle", receivedTriggers: before.queue?.receivedTriggers });
    },
    2 * 60_000,
  );

  test(
    "the editor rolls back to the previous release from the panel and the site serves it; Rebuild now brings the edit back",
    async () => {
      await openPublishing();
      await page.getByRole("row").filter({ hasText: firstBuildId }).getByRole("button", { name: "Roll back to this release" }).click();
      const dialog = page.getByRole("alertdialog");
      // Releases are named by when they went live, not by build id.
      await expectUi(dialog).toContainText(/Roll back to the release of .*2026.*\?/);
      await expectUi(dialog).not.toContainText(firstBuildId);
      await dialog.getByRole("button", { name: "Yes, roll back" }).click();
      await expectUi(notifications()).toContainText(/Rolled back: the site now shows the release of .*2026/);
      await expectLiveBuild(firstBuildId);
      await expectUi(page.getByRole("region", { name: "Live release" })).toContainText(/Rolled back on .* by editor@agency\.local, from the release of /);
      // The page's first line is the rollback until the next build is live.
      await expectUi(
        page.getByRole("main").getByText(/^editor@agency\.local rolled the site back to the release of .* · older than the CMS until the next build is live$/),
      ).toBeVisible();
      await expectUi(page.getByRole("row").filter({ hasText: firstBuildId })).toContainText("Live now");
      // Not "up to date": the live site is older than the CMS, and the page says which entry differs.
      await expectUi(publishingState()).toHaveText(/^Older than the CMS/);
      const currentState = page.getByRole("region", { name: "Current state" });
      await expectUi(currentState).toContainText("The site shows an earlier release than what is published in the CMS: 1 entry differs.");
      await expectUi(currentState.getByRole("list", { name: "How the live site differs from the CMS" })).toHaveText(
        `Older on the live site: the blog post “${NEW_TITLE}”`,
      );
      await expectUi(page.getByText("The site is up to date")).toHaveCount(0);
      await shot("publishing-rolled-back");
      await fullShot("publishing-rolled-back-older-than-the-cms");

      const rolledBack = await stack.status();
      expect(rolledBack.live.buildId).toBe(firstBuildId);
      expect(rolledBack.lastRollback).toMatchObject({ from: editBuildId, to: firstBuildId, requestedBy: "editor@agency.local" });
      expect(await servedPostTitle()).toBe(SEED_TITLE);

      // The home page's widget says the same.
      await mainMenu().getByRole("link", { name: "Home" }).click();
      await expectUi(publishingState()).toHaveText(/^Older than the CMS/);
      await expectUi(page.getByRole("list", { name: "How the live site differs from the CMS" })).toHaveText(
        `Older on the live site: the blog post “${NEW_TITLE}”`,
      );
      await expectUi(page.getByText("The site is up to date")).toHaveCount(0);
      // The widget says since when the release is live, without developers' build ids.
      const widget = page.getByRole("region", { name: "Publishing" });
      await expectUi(widget.getByText(/^Live since .*2026/)).toBeVisible();
      await expectUi(widget).not.toContainText(firstBuildId);
      await fullShot("home-widget-rolled-back");

      // So does the post's own panel in the edit view.
      const post = await (await editorApi()).find("post", "paid-social-on-a-small-budget");
      await page.goto(`${stack.cms.adminUrl}/content-manager/collection-types/api::blog-post.blog-post/${post.documentId}`);
      const onTheSite = page.getByRole("status", { name: "On the site" });
      await expectUi(onTheSite).toContainText("The live site is older than the CMS");
      await expectUi(onTheSite).toContainText("The site was rolled back to an earlier release, which shows an earlier version of this entry.");
      await fullShot("edit-view-rolled-back");

      await openPublishing();
      await page.getByRole("button", { name: "Rebuild now" }).click();
      // Rebuild now asks first.
      const confirm = page.getByRole("alertdialog");
      await expectUi(confirm).toContainText("Rebuild the site now?");
      await fullShot("publishing-rebuild-confirmation");
      await confirm.getByRole("button", { name: "Yes, rebuild" }).click();
      await expectUi(notifications()).toContainText("Rebuild requested: the site is being rebuilt.");
      await expectUi(publishingState()).toHaveText(BUSY, { timeout: 60_000 });
      const rebuilt = await stack.settled(rolledBack);
      expect(rebuilt.lastSuccess?.trigger).toBe("rebuild requested in the admin by editor@agency.local");
      expect(rebuilt.live.buildId).toBe(rebuilt.lastSuccess?.buildId);
      expect(rebuilt.live.buildId).not.toBe(firstBuildId);
      await expectUi(publishingState()).toHaveText(/^Live/, { timeout: 30_000 });
      await expectLiveBuild(rebuilt.live.buildId);
      await expectUi(page.getByText("The site is up to date with the last build.")).toBeVisible();
      await expectUi(page.getByRole("main").getByText(new RegExp(`^editor@agency\\.local asked for a rebuild ${LIVE_IN}`))).toBeVisible();
      // The rebuild's release holds the same content as the one before it.
      await expectUi(page.getByRole("row").filter({ hasText: rebuilt.live.buildId as string })).toContainText(
        "No entry changed (the same content, built again).",
      );
      await fullShot("publishing-after-rebuild");
      expect(await servedPostTitle()).toBe(NEW_TITLE);
    },
    STEP_TIMEOUT_MS + 2 * 60_000,
  );

  test("the editor cannot open the content-type builder: not in the menu, no permission on its page, 403 from its API", async () => {
    await expectUi(mainMenu().getByRole("link", { name: "Publishing" })).toBeVisible();
    await expectUi(mainMenu().getByRole("link", { name: "Content-Type Builder" })).toHaveCount(0);

    await page.goto(`${stack.cms.adminUrl}/plugins/content-type-builder`);
    await expectUi(page.getByRole("main")).toHaveText("You don't have the permissions to access that content");
    await expectUi(page.getByRole("heading", { name: "Content-Type Builder" })).toHaveCount(0);
    await shot("content-type-builder-refused");

    const token = async (email: string, password: string) => {
      const res = await fetch(`${stack.cms.url}/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { token: string } }).data.token;
    };
    const contentTypes = async (jwt: string) =>
      (await fetch(`${stack.cms.url}/content-type-builder/content-types`, { headers: { Authorization: `Bearer ${jwt}` } })).status;
    const editor = stack.cms.editor as { email: string; password: string };
    expect(await contentTypes(await token(editor.email, editor.password))).toBe(403);
    // The same request with the developers' super admin shows the route is there.
    expect(await contentTypes(await token(stack.cms.adminEmail, stack.cms.adminPassword))).toBe(200);
  }, 60_000);

  test(
    "a build the CMS cannot refuse fails: the panel says Failed with the build's reason, and the live release stays",
    async () => {
      const before = await stack.status();
      // Not guarded by the CMS: a page published one level deeper than the site's three (under /services/digital/seo/).
      const api = await editorApi();
      const seo = await api.find("page", "seo");
      await api.createDraftPage({
        parent: { connect: [{ documentId: seo.documentId }] },
        title: "Case studies",
        slug: "case-studies",
        seo: { meta_title: "Case studies | Lumen & Lark", meta_description: "Every project we have written up, with the numbers behind it." },
        content: [{ __component: "blocks.rich-text", body: "Case studies from retailers, clinics, software companies and charities." }],
      });
      await api.publish("page", "case-studies");
      await openPublishing();
      const failed = await stack.settled(before);
      expect(failed.lastFailure?.buildId).not.toBe(before.lastFailure?.buildId);
      expect(failed.live.buildId).toBe(before.live.buildId);
      await expectUi(publishingState()).toHaveText(/^Failed/, { timeout: 30_000 });
      const failure = page.getByRole("region", { name: "Last failed build" });
      // Editors' words first: who changed what, and that the site still shows the release before.
      await expectUi(failure).toContainText("Site Editor (editor@agency.local) published “Case studies”");
      await expectUi(failure).toContainText(
        "but the build stopped while the site was built. The site still shows the release before it; your content is safe in the CMS.",
      );
      // The build id is technical detail, folded away.
      await expectUi(failure).not.toContainText(buildFact(failed.lastFailure?.buildId));
      await failure.getByRole("button", { name: "Technical details" }).click();
      await expectUi(failure).toContainText(buildFact(failed.lastFailure?.buildId));
      await expectUi(failure).toContainText('Page "case-studies" is nested deeper than 3 levels (…/services/digital/seo/case-studies)');
      await shot("publishing-failed");
      expect(await servedPostTitle()).toBe(NEW_TITLE);
    },
    STEP_TIMEOUT_MS + 60_000,
  );

  test(
    "a new post's slug follows its title as the editor types, until the editor types a slug; the saved draft keeps the typed slug",
    async () => {
      await mainMenu().getByRole("link", { name: "Content Manager" }).click();
      await page.getByRole("navigation", { name: "Content Manager" }).getByRole("link", { name: "Blog post", exact: true }).click();
      await page.getByRole("link", { name: "Create new entry" }).first().click();
      await closeAdminBanners(page);
      const title = page.getByRole("textbox", { name: "Title" });
      const slug = page.getByRole("textbox", { name: "Slug" });
      // Strapi's own default, fetched as the edit view opens: the model's name.
      await expectUi(slug).toHaveValue("blog-post");

      await title.pressSequentially("Paid social: 5 ideas!");
      await expectUi(slug).toHaveValue("paid-social-5-ideas");

      await slug.fill("five-ideas-for-paid-social");
      await title.fill("Paid social: 5 ideas for a small budget");
      await expectUi(title).toHaveValue("Paid social: 5 ideas for a small budget");
      // The rule acts in an effect of the title's render: two frames later React has run it, had it moved the slug.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expectUi(slug).toHaveValue("five-ideas-for-paid-social");

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expectUi(notifications()).toContainText("Saved document");
      await expectUi(page.getByRole("heading", { level: 1, name: "Paid social: 5 ideas for a small budget" })).toBeVisible();

      // Saved as a draft only (no build follows), under the slug the editor typed.
      const saved = await (await editorApi()).find("post", "five-ideas-for-paid-social");
      expect(saved).toMatchObject({ title: "Paid social: 5 ideas for a small budget", slug: "five-ideas-for-paid-social", publishedAt: null });
      await page.screenshot({ path: path.join(SHOTS, "edit-view-slug-typed-by-hand.png"), fullPage: true });
    },
    2 * 60_000,
  );

  test(
    "an enquiry a visitor sent is in the Editor's list, hostile text shown as text, and Export CSV downloads it",
    async () => {
      const name = '<img src=x onerror="window.__enquiryXss=1">Mallory';
      const email = `mallory-${Date.now()}@example.com`;
      const sent = await fetch(`${stack.cms.url}/api/enquiries/submit`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          name,
          email,
          need: "Email marketing",
          message: "Please <script>alert(1)</script> call me.",
          consent: true,
          fill_ms: 9000,
          page: "/contact/",
        }),
      });
      // The publish stack runs no mail server: the enquiry is stored (flagged) and the visitor still told it arrived.
      expect([sent.status, await sent.json()]).toEqual([200, { data: { status: "received" } }]);

      await page.goto(`${stack.cms.adminUrl}/content-manager/collection-types/api::enquiry.enquiry`);
      await closeAdminBanners(page);
      await expectUi(page.getByRole("heading", { level: 1, name: "Enquiry" })).toBeVisible();
      const row = page.getByRole("row").filter({ hasText: "Mallory" });
      await expectUi(row).toHaveCount(1);
      await expectUi(row).toContainText('<img src=x onerror="window.__enquiryXss=1">Mallory');
      await expectUi(row).toContainText("Email marketing");
      expect(await page.evaluate(() => (window as unknown as { __enquiryXss?: number }).__enquiryXss)).toBeUndefined();
      await shot("enquiries-list");

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const file = await (await download).path();
      const csv = fs.readFileSync(file, "utf8");
      expect(csv.split("\r\n")[0]).toBe(
        "\uFEFFReceived,Name,Email,Company,Need,Budget,Message,Page,Language,Status,Email status,Suspected spam,Assignee,Notes",
      );
      expect(csv).toContain(
        `"<img src=x onerror=""window.__enquiryXss=1"">Mallory",${email},,Email marketing,,Please <script>alert(1)</script> call me.,/contact/,en,new,`,
      );
    },
    3 * 60_000,
  );
});
