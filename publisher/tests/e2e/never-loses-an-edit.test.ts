/**
 * Publishing never loses an edit (docs/publishing.md), end to end with nothing stood in: the real
 * CMS and its webhook, the real `gatsby build` at the repo root, the publisher's queue, workspace,
 * content audit and releases. Twenty edits across posts, pages, the configuration and two
 * navigations, interleaved with builds the publisher must refuse and one build killed halfway;
 * afterwards every edited entry's live page shows its last published value in the served HTML.
 *
 * The first steps are the sequence that used to lose an edit: a refused build sourced the new
 * post title into Gatsby's cache, and the next good build, seeing nothing new, kept the old page.
 * The CMS now refuses the old ways to break the build (unpublishing "Our work", which both navigations
 * link to: checked first, with no build following it; pointing a menu item at a draft). So the build is
 * broken the way the CMS does not guard: a new page "Case studies" is saved as a draft under the
 * third-level SEO page, then published, a fourth level the site's route rule refuses. Builds are refused
 * until the page is moved under a shallower parent; that build must carry the edits made meanwhile.
 *
 * Every expected value is written out: the seed's slugs and routes, the titles typed here.
 * Run: npx jest -c publisher/tests/e2e/jest.config.cjs never-loses
 */
import fs from "node:fs";
import path from "node:path";
import { startPublishStack, type PublishStack } from "../../../scripts/lib/publish-stack";
import { REPO_ROOT } from "../../src/config/load-config";
import { solidPng } from "./support/solid-png";
import { CmsRequestError, StrapiEditor } from "../../../scripts/lib/strapi-editor";
import { waitUntil } from "../helpers/wait-for-status";

const STEP_TIMEOUT_MS = 8 * 60_000;
const TOO_DEEP = 'Page "case-studies" is nested deeper than 3 levels (…/services/digital/seo/case-studies)';
/** The page published one level too deep (under /services/digital/seo/), then moved up. */
const DRAFT_PAGE = {
  title: "Case studies",
  slug: "case-studies",
  seo: { meta_title: "Case studies | Lumen & Lark", meta_description: "Every project we have written up, with the numbers behind it." },
  content: [{ __component: "blocks.rich-text", body: "Case studies from retailers, clinics, software companies and charities." }],
};

describe("publishing never loses an edit: refused builds, a killed build and twenty edits end with every edit live", () => {
  let stack: PublishStack;
  let editor: StrapiEditor;

  beforeAll(async () => {
    stack = await startPublishStack("never-loses");
    editor = await StrapiEditor.login(stack.cms);
  }, 15 * 60_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  const site = (route: string) => `${stack.publisher.siteUrl.replace(/\/$/, "")}${route}`;
  const html = async (route: string) => {
    const res = await fetch(site(route));
    expect({ route, status: res.status }).toEqual({ route, status: 200 });
    return res.text();
  };
  /**
   * A page's title as the built page holds it. A page that opens with a hero shows the hero's heading as its
   * h1, not the title, so the title is checked in its page-data (where breadcrumbs and the SEO fallback read it).
   */
  const builtPageTitle = async (route: string) => {
    const res = await fetch(site(`/page-data${route}page-data.json`));
    expect({ route, status: res.status }).toEqual({ route, status: 200 });
    return ((await res.json()) as { result: { data: { strapiPage: { title: string } } } }).result.data.strapiPage.title;
  };

  const buildLogs = () => fs.readdirSync(path.join(stack.config.stateDir, "logs")).filter((name) => name.endsWith(".log"));

  test(
    "the CMS refuses to unpublish a page the navigation links to; a page published too deep is refused by the build, and the live release stays",
    async () => {
      const before = await stack.status();
      // Five edits that go live first.
      await editor.edit("post", "when-to-refresh-your-brand", { title: "Edit 01 When to refresh a brand" });
      await editor.edit("post", "local-seo-for-service-businesses", { title: "Edit 02 Local SEO checklist" });
      await editor.edit("page", "contact", { title: "Edit 03 Contact the studio" });
      await editor.editConfiguration({ email: "edit04@lumenandlark.example" });
      await editor.renameNavigationItem("legal-navigation", "Terms and conditions", "Edit 05 Terms of use");
      const afterBatch = await stack.settled(before);
      expect(afterBatch.lastSuccess?.buildId).not.toBe(before.lastSuccess?.buildId);
      expect(await builtPageTitle("/contact/")).toBe("Edit 03 Contact the studio");

      // The old way to break the build: the CMS refuses it when it is made, so no webhook and no build.
      const refusal = await editor.unpublish("page", "work").then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(CmsRequestError);
      expect(refusal).toMatchObject({
        status: 400,
        cmsMessage: expect.stringContaining('Cannot unpublish the page "Our work": '),
      });
      expect((refusal as CmsRequestError).cmsMessage).toContain('navigation "Main navigation": the item "Our work" points at it');
      const published = await fetch(`${stack.cms.url}/api/pages?filters[slug][$eq]=work`, { headers: { Authorization: `Bearer ${stack.cms.token}` } });
      expect(((await published.json()) as { data: { title: string }[] }).data.map((page) => page.title)).toEqual(["Our work"]);

      // A way the CMS lets through: a page saved as a draft under the third-level SEO page, then published.
      // The draft's own event (which builds nothing) comes after anything the refusal could have sent: once it
      // is in, the publisher has received no trigger since the batch, so the refusal queued no build.
      const seo = await editor.find("page", "seo");
      await editor.createDraftPage({ ...DRAFT_PAGE, parent: { connect: [{ documentId: seo.documentId }] } });
      const afterRefusal = await waitUntil(
        () => stack.status(),
        (s) => s.lastEvent?.event === "entry.create" && s.lastEvent.receivedAt !== afterBatch.lastEvent?.receivedAt,
        "the draft's event reaches the publisher",
        STEP_TIMEOUT_MS,
      );
      expect(afterRefusal.lastEvent).toMatchObject({ event: "entry.create", rebuild: false });
      expect(afterRefusal.queue).toMatchObject({
        state: "idle",
        receivedTriggers: afterBatch.queue?.receivedTriggers,
        completedRuns: afterBatch.queue?.completedRuns,
      });
      expect(afterRefusal.activeBuild).toBeNull();
      await editor.publish("page", "case-studies");
      const refused = await stack.settled(afterRefusal);
      expect(refused.lastFailure?.buildId).not.toBe(afterRefusal.lastFailure?.buildId);
      expect(refused.lastFailure?.stage).toBe("build");
      expect(refused.lastFailure?.reason).toContain(TOO_DEEP);
      expect(refused.live.buildId).toBe(afterBatch.live.buildId);
      expect(await html("/work/")).toContain("Our work");
      expect((await fetch(site("/services/digital/seo/case-studies/"))).status).toBe(404);
    },
    STEP_TIMEOUT_MS * 2,
  );

  test(
    "edits published while a page is too deep are refused too, then go live with the fix (HTML and page-data)",
    async () => {
      const before = await stack.status();
      await editor.edit("post", "paid-social-on-a-small-budget", { title: "Edit 06 Paid social for small budgets" });
      await editor.edit("page", "about", { title: "Edit 07 About the agency" });
      const refused = await stack.settled(before);
      expect(refused.lastFailure?.buildId).not.toBe(before.lastFailure?.buildId);
      expect(refused.lastFailure?.reason).toContain(TOO_DEEP);
      expect(await html("/blog/paid-social-on-a-small-budget/")).not.toContain("Edit 06");

      // The fix: the page moved under the second-level Digital page.
      const digital = await editor.find("page", "digital");
      await editor.edit("page", "case-studies", { parent: { connect: [{ documentId: digital.documentId }] } });
      const fixed = await stack.settled(refused);
      expect(fixed.live.buildId).not.toBe(refused.live.buildId);
      expect(await html("/services/digital/case-studies/")).toContain("<h1>Case studies</h1>");
      expect(await html("/")).toContain('href="/work/">Our work');

      const post = await html("/blog/paid-social-on-a-small-budget/");
      expect(post).toContain("<h1>Edit 06 Paid social for small budgets</h1>");
      const pageData = (await (await fetch(site("/page-data/blog/paid-social-on-a-small-budget/page-data.json"))).json()) as {
        result: { data: { strapiBlogPost: { title: string } } };
      };
      expect(pageData.result.data.strapiBlogPost.title).toBe("Edit 06 Paid social for small budgets");
      expect(await builtPageTitle("/about/")).toBe("Edit 07 About the agency");
      expect(await (await fetch(site("/rss.xml"))).text()).toContain("Edit 06 Paid social for small budgets");
      // The refused builds never went live, so this build started from a clean workspace.
      expect(fixed.lastSuccess?.cleanBuild).toMatch(/did not go live/);
    },
    STEP_TIMEOUT_MS * 2,
  );

  test(
    "a build killed halfway leaves nothing the next build trusts: the next one starts clean and shows every edit",
    async () => {
      const before = await stack.status();
      const logsBefore = new Set(buildLogs());
      await editor.edit("post", "build-a-content-calendar-you-will-keep", { title: "Edit 08 A content calendar you will keep" });
      await editor.edit("page", "team", { title: "Edit 09 The team" });
      await editor.editConfiguration({ telephone: "+44 20 7946 0999" });

      // Kill the build once Gatsby has sourced the new content into its cache (it is making pages).
      const group = await waitUntil(
        async () => {
          const log = buildLogs().find((name) => !logsBefore.has(name));
          const text = log ? fs.readFileSync(path.join(stack.config.stateDir, "logs", log), "utf8") : "";
          const workspace = JSON.parse(fs.readFileSync(path.join(stack.config.stateDir, "workspace.json"), "utf8")) as { processGroup: number | null };
          return /createPages/.test(text) ? workspace.processGroup : null;
        },
        (processGroup) => processGroup !== null,
        "the build is making pages",
        STEP_TIMEOUT_MS,
      );
      process.kill(-(group as number), "SIGKILL");
      const failed = await stack.settled(before);
      expect(failed.lastFailure?.buildId).not.toBe(before.lastFailure?.buildId);
      expect(failed.lastFailure?.stage).toBe("build");
      expect(failed.lastFailure?.reason).toContain("was killed (SIGKILL)");
      // An edit whose webhook came in during the killed build has already had its follow-up build. Otherwise the first
      // build to go live after the kill is the clean one: watched for while the next edits go in, since edits that arrive
      // during that slower clean build get a warm follow-up of their own.
      const followUp = failed.lastSuccess?.buildId !== before.lastSuccess?.buildId ? failed.lastSuccess : null;
      const firstAfterKill = followUp
        ? Promise.resolve(followUp)
        : waitUntil(
            async () => (await stack.status()).lastSuccess,
            (success) => success !== null && success.buildId !== failed.lastSuccess?.buildId,
            "the first build to go live after the killed one",
            STEP_TIMEOUT_MS,
          );

      await editor.edit("post", "measuring-marketing-that-matters", { title: "Edit 11 Measuring marketing" });
      await editor.edit("page", "brand", { title: "Edit 12 Brand strategy and identity" });
      await editor.renameNavigationItem("footer-navigation", "About us", "Edit 13 About");
      await editor.edit("post", "when-to-refresh-your-brand", { title: "Edit 14 When to refresh your brand" });
      const after = await stack.settled(failed);
      expect(after.live.buildId).not.toBe(failed.live.buildId);
      expect((await firstAfterKill)?.cleanBuild).toMatch(/did not go live/);
      expect(await html("/blog/build-a-content-calendar-you-will-keep/")).toContain("<h1>Edit 08 A content calendar you will keep</h1>");
      expect(await html("/about/team/")).toContain("Edit 09 The team");
      expect(await html("/")).toContain('href="tel:+442079460999"');
    },
    STEP_TIMEOUT_MS * 3,
  );

  test(
    "a burst of six edits is one or two builds, and every one of the twenty edits is live at its last value",
    async () => {
      const before = await stack.status();
      await editor.edit("page", "terms", { title: "Edit 15 Terms" });
      await editor.edit("page", "privacy-policy", { title: "Edit 16 Privacy" });
      await editor.edit("post", "local-seo-for-service-businesses", { title: "Edit 17 Local SEO for service businesses" });
      await editor.editConfiguration({ email: "edit18@lumenandlark.example" });
      await editor.edit("page", "services", { title: "Edit 19 Services" });
      await editor.edit("page", "contact", { title: "Edit 20 Contact us" });
      const after = await stack.settled(before);
      const builds = (after.queue?.completedRuns ?? 0) - (before.queue?.completedRuns ?? 0);
      expect(builds).toBeGreaterThanOrEqual(1);
      expect(builds).toBeLessThanOrEqual(2);

      const expectations: [string, string[], string[]][] = [
        ["/blog/when-to-refresh-your-brand/", ["<h1>Edit 14 When to refresh your brand</h1>"], ["Edit 01"]],
        ["/blog/local-seo-for-service-businesses/", ["<h1>Edit 17 Local SEO for service businesses</h1>"], ["Edit 02"]],
        ["/blog/paid-social-on-a-small-budget/", ["<h1>Edit 06 Paid social for small budgets</h1>"], []],
        ["/blog/build-a-content-calendar-you-will-keep/", ["<h1>Edit 08 A content calendar you will keep</h1>"], []],
        ["/blog/measuring-marketing-that-matters/", ["<h1>Edit 11 Measuring marketing</h1>"], []],
        ["/blog/", ["Edit 14 When to refresh your brand", "Edit 17 Local SEO for service businesses", "Edit 11 Measuring marketing"], ["Edit 01", "Edit 02"]],
        ["/about/team/", ["Edit 09 The team"], []],
        ["/services/brand/", ["Edit 12 Brand strategy and identity"], []],
        ["/terms/", ["Edit 15 Terms"], []],
        ["/privacy-policy/", ["Edit 16 Privacy"], []],
        ["/", ['href="mailto:edit18@lumenandlark.example"', 'href="tel:+442079460999"', "Edit 05 Terms of use", "Edit 13 About"], ["edit04@"]],
      ];
      for (const [route, present, absent] of expectations) {
        const page = await html(route);
        for (const text of present) expect({ route, text, found: page.includes(text) }).toEqual({ route, text, found: true });
        for (const text of absent) expect({ route, text, found: page.includes(text) }).toEqual({ route, text, found: false });
      }
      // Hero pages: their titles in their page-data (see builtPageTitle).
      const heroPageTitles: [string, string][] = [
        ["/contact/", "Edit 20 Contact us"],
        ["/about/", "Edit 07 About the agency"],
        ["/services/", "Edit 19 Services"],
      ];
      for (const [route, title] of heroPageTitles) expect({ route, title: await builtPageTitle(route) }).toEqual({ route, title });

      // In English 20 pages (the seed's 19 and "Case studies") + 9 posts + 5 categories + 8 tags + 6 authors + the
      // configuration + 3 navigations; in French 19 pages + 3 posts + 5 categories + 8 tags + 6 authors + the
      // configuration + 3 navigations: 97 entries, all at the CMS's version.
      expect(after.lastAudit).toMatchObject({ buildId: after.live.buildId, checked: 97, mismatches: [] });
      expect(after.lastAudit?.outcome).toMatch(/^passed/);
      fs.mkdirSync(path.join(REPO_ROOT, ".artifacts"), { recursive: true });
      fs.writeFileSync(path.join(REPO_ROOT, ".artifacts", "never-loses-an-edit.json"), `${JSON.stringify(after, null, 2)}\n`);
    },
    STEP_TIMEOUT_MS * 2,
  );

  test(
    "an upload nothing uses does not rebuild, nor does describing it; replacing a cover the site uses does",
    async () => {
      const waitForEvent = async (event: string, after: string | undefined) =>
        (
          await waitUntil(
            () => stack.status(),
            (s) => s.lastEvent?.event === event && s.lastEvent.receivedAt !== after,
            `${event} reaches the publisher`,
            30_000,
          )
        ).lastEvent!;

      const before = await stack.status();
      const uploaded = await editor.upload("unused-upload.png", solidPng(96, 64, [200, 40, 40]), "image/png");
      const created = await waitForEvent("media.create", before.lastEvent?.receivedAt);
      expect(created).toMatchObject({ rebuild: false, reason: "a new upload is not used by published content yet" });
      await editor.describeFile(uploaded.id, "Nothing uses this yet");
      const described = await waitForEvent("media.update", created.receivedAt);
      expect(described).toMatchObject({ rebuild: false, reason: "media.update of a file no published content uses" });
      // The queue takes a trigger before the webhook is answered: with both events in and no trigger received
      // since, nothing is scheduled and no build can follow from them.
      expect((await stack.status()).queue).toMatchObject({
        state: "idle",
        receivedTriggers: before.queue?.receivedTriggers,
        completedRuns: before.queue?.completedRuns,
      });

      // The cover of "Paid social on a small budget", replaced in the media library. Strapi keeps the
      // file's URL on a replace; the site's copy of it is named by content, so it must change.
      const api = await fetch(`${stack.cms.url}/api/blog-posts?filters[slug][$eq]=paid-social-on-a-small-budget&populate=cover`, {
        headers: { Authorization: `Bearer ${stack.cms.token}` },
      });
      const cover = ((await api.json()) as { data: { cover: { id: number } }[] }).data[0]!.cover;
      const ogImage = (page: string) => /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1];
      const imageBefore = ogImage(await html("/blog/paid-social-on-a-small-budget/"));
      expect(imageBefore).toMatch(/\/static\/[0-9a-f]{32}\/cover_paid_social_[0-9a-f]+\.jpg$/);
      const idle = await stack.status();
      await editor.upload("cover-replaced.png", solidPng(1600, 900, [30, 90, 160]), "image/png", cover.id);
      const update = await waitForEvent("media.update", idle.lastEvent?.receivedAt);
      expect(update).toMatchObject({ rebuild: true, reason: "media.update of a file published content uses" });
      const after = await stack.settled(idle);
      expect(after.live.buildId).not.toBe(idle.live.buildId);
      const imageAfter = ogImage(await html("/blog/paid-social-on-a-small-budget/"));
      expect(imageAfter).toMatch(/\/static\/[0-9a-f]{32}\/cover_paid_social_[0-9a-f]+\.jpg$/);
      expect(imageAfter).not.toBe(imageBefore);
      expect((await fetch(imageAfter!)).status).toBe(200);
    },
    STEP_TIMEOUT_MS,
  );
});
