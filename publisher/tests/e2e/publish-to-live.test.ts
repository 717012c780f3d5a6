/**
 * End to end, nothing stood in: the real CMS (Strapi, seeded with the full profile, webhook
 * registered by its own bootstrap), the real `gatsby build` of the site at the repo root, the
 * publisher's receiver/queue/release/server, and Chromium. Last, what an editor schedules happens by itself
 * (docs/content-model.md, "Scheduling"): one stack boot serves both.
 *
 * It builds into the repo's ./public and ./.cache, so it must run in the test orchestrator's
 * turn (scripts/test-all.ts takes one per machine), never beside another site build.
 * Run: npx jest -c publisher/tests/e2e/jest.config.cjs
 */
import fs from "node:fs";
import path from "node:path";
// eslint-disable-next-line no-restricted-syntax -- the load loop's pace (50 requests a second), not a wait for anything
import { setTimeout as delay } from "node:timers/promises";
import type { Browser } from "@playwright/test";
import { REPO_ROOT } from "../../src/config/load-config";
import type { PublisherHandle } from "../../src/main";
import { launchChromium, watchViolations } from "../helpers/chromium";
import { releaseDiff } from "../helpers/release-diff";
import { waitUntil } from "../helpers/wait-for-status";
import { startPublishStack, type PublishStack } from "../../../scripts/lib/publish-stack";
import { StrapiEditor } from "../../../scripts/lib/strapi-editor";

const PUBLISH_TO_LIVE_BOUND_MS = 6 * 60_000;
interface ScheduledAction {
  id: number;
  state: string;
  failure: string | null;
}

/** The scripts a page's inline starter adds after the first paint, in order. */
const starterScripts = (html: string): string[] => {
  const starter = /<script id="gatsby-scripts-after-first-paint">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
  return [...starter.matchAll(/"(\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
};

describe("editor publishes in Strapi → webhook → gatsby build → atomic release → served", () => {
  let stack: PublishStack;
  let publisher: PublisherHandle;
  let browser: Browser;

  beforeAll(async () => {
    // The schedule ticks every 5 s (default a minute), so the scheduled publish below runs close to its time.
    stack = await startPublishStack("publish-e2e", { cmsEnv: { SCHEDULE_TICK_SECONDS: "5" } });
    publisher = stack.publisher;
    browser = await launchChromium();
  }, 15 * 60_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  const status = () => stack.status();

  test("the first build went live", async () => {
    expect(publisher.firstBuild).toMatchObject({ ok: true });
    const latest = (await (await fetch(`${publisher.siteUrl}builds/latest.json`)).json()) as { id: string };
    expect(latest.id).toBe(publisher.firstBuild?.buildId);
  });

  test("Chromium loads home, a page and a post under the served headers with zero CSP violations", async () => {
    const latest = (await (await fetch(`${publisher.siteUrl}builds/latest.json`)).json()) as { id: string };
    const meta = (await (await fetch(`${publisher.siteUrl}builds/meta/${latest.id}.json`)).json()) as { prerendered: string[] };
    const page = meta.prerendered.find((p) => /^\/[^/]+\/$/.test(p) && !p.startsWith("/blog") && p !== "/cookie-policy/" && !p.startsWith("/404"));
    const post = meta.prerendered.find((p) => /^\/blog\/[^/]+\/$/.test(p));
    expect(page).toBeDefined();
    expect(post).toBeDefined();
    for (const url of ["/", page as string, post as string]) {
      const tab = await browser.newPage();
      const violations = await watchViolations(tab);
      // The page also keeps its own list, read without a round trip: a violation is reported to the page as soon
      // as something is blocked, so once the network has gone idle every one the load caused is in it.
      await tab.addInitScript(() => {
        const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
        document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      const response = await tab.goto(`${publisher.siteUrl.replace(/\/$/, "")}${url}`, { waitUntil: "networkidle" });
      expect({ url, status: response?.status() }).toEqual({ url, status: 200 });
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      const inPage = await tab.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      expect({ url, violations: [...inPage, ...violations] }).toEqual({ url, violations: [] });
      await tab.close();
    }
  });

  test(
    "a title changed and published through Strapi's admin API is served within the bound, with zero failed requests during the swap, and changes only its own page's files",
    async () => {
      const before = await status();
      const editor = await StrapiEditor.login(stack.cms);
      // A page without a hero, whose title is its h1.
      const url = `${publisher.siteUrl}terms/`;
      const newTitle = `Published at ${Date.now()}`;
      const scriptsBefore = starterScripts(await (await fetch(url)).text());

      // A bounded loop of loopback requests runs through the whole rebuild and swap.
      let stop = false;
      const failures: string[] = [];
      let requests = 0;
      const loop = (async () => {
        while (!stop && requests < 200_000) {
          requests += 1;
          try {
            const res = await fetch(url);
            await res.arrayBuffer();
            if (res.status !== 200) failures.push(`status ${res.status}`);
          } catch (error) {
            failures.push((error as Error).message);
          }
          // The load's pace (50 requests a second), not a wait for anything: it must not starve the build it runs beside.
          await delay(20);
        }
      })();

      const publishedAt = Date.now();
      await editor.edit("page", "terms", { title: newTitle });

      const html = await waitUntil(
        async () => (await fetch(url)).text(),
        (page) => page.includes(newTitle),
        "the edit is live",
        PUBLISH_TO_LIVE_BOUND_MS,
      ).catch(() => "");
      const seenLiveAfterMs = Date.now() - publishedAt;
      stop = true;
      await loop;

      expect(html).toContain(newTitle);
      const after = await status();
      const latest = (await (await fetch(`${publisher.siteUrl}builds/latest.json`)).json()) as { id: string };
      expect(latest.id).not.toBe(before.live.buildId);
      expect(latest.id).toBe(after.live.buildId);
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThan(10);

      // The page's scripts are named by the inline starter that adds them after the first paint (docs/runtime.md).
      const js = /<script id="gatsby-scripts-after-first-paint">[^<]*?"(\/[^"]+\.js)"/.exec(html)?.[1];
      expect(js).toMatch(/^\/webpack-runtime-[0-9a-f]+\.js$/);
      // A content-only publish changes no JavaScript: the same runtime, framework and app files (docs/runtime.md).
      expect(starterScripts(html)).toEqual(scriptsBefore);
      expect(scriptsBefore.map((file) => file.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["/webpack-runtime", "/framework", "/app"]);
      // ... and changes what the edit changed, nothing else, also when the build before it was cold: the terms
      // page's HTML and page-data, the feed and sitemap, the build's and the publisher's records, the search page (it lists
      // every page by title) and `_headers` (it names the search index's hashed meta file, which the title changes: CDN
      // rules cannot say "hashed"). No other page (the footer links it by the navigation's label), no `app-data.json`.
      const releases = stack.config.releasesDir;
      const changed = releaseDiff(path.join(releases, before.live.buildId as string), path.join(releases, after.live.buildId as string));
      expect(untouchedSearchFiles(changed)).toEqual([]);
      expect(withoutSearchIndex(changed)).toEqual([
        "~ /_headers",
        "~ /.content-record.json",
        "~ /.publisher-release.json",
        "~ /builds/latest.json",
        `+ /builds/meta/${after.live.buildId}.json`,
        // Every feed carries its build date, the French one too.
        "~ /fr/rss.xml",
        "~ /page-data/search/page-data.json",
        "~ /page-data/terms/page-data.json",
        "~ /rss.xml",
        "~ /search/index.html",
        "~ /sitemap-0.xml",
        "~ /terms/index.html",
      ]);
      const jsRes = await fetch(`${publisher.siteUrl.replace(/\/$/, "")}${js}`);
      const pageRes = await fetch(url);
      expect(after.lastSuccess?.cleanBuild).toBeNull();
      const report = {
        publishToLiveMs: after.lastSuccess?.publishToLiveMs,
        seenLiveAfterPublishMs: seenLiveAfterMs,
        buildMs: after.lastSuccess?.durationMs,
        requestsDuringSwap: requests,
        htmlHeaders: Object.fromEntries(pageRes.headers),
        jsChunk: js,
        jsHeaders: Object.fromEntries(jsRes.headers),
      };
      fs.mkdirSync(path.join(REPO_ROOT, ".artifacts"), { recursive: true });
      fs.writeFileSync(path.join(REPO_ROOT, ".artifacts", "publisher-e2e.json"), `${JSON.stringify(report, null, 2)}\n`);
      console.log(`publisher e2e: ${JSON.stringify(report, null, 2)}`);
    },
    PUBLISH_TO_LIVE_BOUND_MS + 60_000,
  );

  test(
    "a post title edit changes the post, the posts and the blog index page that list it, the feed, the sitemap and the build's records: no other page, no script",
    async () => {
      const before = await status();
      const editor = await StrapiEditor.login(stack.cms);
      // Not the post the scheduling test below unpublishes by its title.
      await editor.edit("post", "measuring-marketing-that-matters", { title: `Measured at ${Date.now()}` });
      const after = await stack.settled(before);
      expect(after.live.buildId).not.toBe(before.live.buildId);
      const releases = stack.config.releasesDir;
      const changed = releaseDiff(path.join(releases, before.live.buildId as string), path.join(releases, after.live.buildId as string));
      // The search index: the English shard has the new title (a new meta file, named by the shard's entry file);
      // nothing French, not Pagefind's code, not the list of shards.
      expect(changed).toContain("~ /pagefind/en-0/pagefind-entry.json");
      expect(untouchedSearchFiles(changed)).toEqual([]);
      // The posts that show it: "Read next" on the posts that share its category (strategy) or tags (analytics,
      // planning), its previous and next posts; the listings of its author, category and tags; the first page of the
      // blog index; the search page (every post by title); `_headers` (the search index's meta file by name).
      expect(withoutSearchIndex(changed)).toEqual([
        "~ /_headers",
        "~ /.content-record.json",
        "~ /.publisher-release.json",
        "~ /blog/author/samuel-osei/index.html",
        "~ /blog/build-a-content-calendar-you-will-keep/index.html",
        "~ /blog/category/strategy/index.html",
        "~ /blog/cookie-consent-without-losing-your-data/index.html",
        "~ /blog/how-to-brief-an-agency/index.html",
        "~ /blog/index.html",
        "~ /blog/marketing-with-a-small-team/index.html",
        "~ /blog/measuring-marketing-that-matters/index.html",
        "~ /blog/tag/analytics/index.html",
        "~ /blog/tag/planning/index.html",
        "~ /builds/latest.json",
        `+ /builds/meta/${after.live.buildId}.json`,
        // Every feed carries its build date, the French one too.
        "~ /fr/rss.xml",
        "~ /page-data/blog/author/samuel-osei/page-data.json",
        "~ /page-data/blog/build-a-content-calendar-you-will-keep/page-data.json",
        "~ /page-data/blog/category/strategy/page-data.json",
        "~ /page-data/blog/cookie-consent-without-losing-your-data/page-data.json",
        "~ /page-data/blog/how-to-brief-an-agency/page-data.json",
        "~ /page-data/blog/marketing-with-a-small-team/page-data.json",
        "~ /page-data/blog/measuring-marketing-that-matters/page-data.json",
        "~ /page-data/blog/page-data.json",
        "~ /page-data/blog/tag/analytics/page-data.json",
        "~ /page-data/blog/tag/planning/page-data.json",
        "~ /page-data/search/page-data.json",
        "~ /rss.xml",
        "~ /search/index.html",
        "~ /sitemap-0.xml",
      ]);
    },
    PUBLISH_TO_LIVE_BOUND_MS,
  );

  const POST = "api::blog-post.blog-post";
  const AHEAD_MS = 60_000;
  const site = (p: string) => `${stack.publisher.siteUrl.replace(/\/$/, "")}${p}`;
  const statusOf = async (p: string) => (await fetch(site(p), { redirect: "manual" })).status;

  test(
    "scheduling: a post scheduled 60 s ahead goes live, one scheduled to unpublish leaves, and a guarded unpublish is refused with its reason",
    async () => {
      const editor = await StrapiEditor.login(stack.cms);
      const schedule = (body: Record<string, unknown>) => editor.request<{ data: ScheduledAction }>("POST", "/publishing/schedule", body);
      const created = await editor.request<{ data: { documentId: string } }>("POST", `/content-manager/collection-types/${POST}`, {
        title: "Scheduled launch notes",
        slug: "scheduled-launch-notes",
        excerpt: "Out on Tuesday at nine.",
        body: "The notes, published by the schedule.",
        published_on: "2026-11-26",
      });
      const leaving = await editor.find("post", "when-to-refresh-your-brand");
      const contact = await editor.find("page", "contact");
      expect(await statusOf("/blog/scheduled-launch-notes/")).toBe(404);
      expect(await statusOf("/blog/when-to-refresh-your-brand/")).toBe(200);

      const before = await stack.status();
      const runAt = new Date(Date.now() + AHEAD_MS).toISOString();
      await schedule({ kind: "blog-post", documentId: created.data.documentId, action: "publish", runAt });
      await schedule({ kind: "blog-post", documentId: leaving.documentId, action: "unpublish", runAt });
      const refused = await schedule({ kind: "page", documentId: contact.documentId, action: "unpublish", runAt });

      // Nothing builds until the time comes; then the CMS publishes, the webhook fires and the publisher builds.
      const after = await stack.settled(before);
      if (after.lastSuccess?.buildId === before.lastSuccess?.buildId) {
        throw new Error(`no new release after the scheduled actions; last failure: ${JSON.stringify(after.lastFailure, null, 2)}`);
      }
      expect(await statusOf("/blog/scheduled-launch-notes/")).toBe(200);
      expect(await statusOf("/blog/when-to-refresh-your-brand/")).toBe(404);
      expect(await statusOf("/contact/")).toBe(200);

      // The publisher's "started by" names the schedule and who set it. Both actions run in one tick and their events
      // usually share a build; on a loaded machine the second can start a build of its own, which then is the last one.
      const email = stack.cms.editor?.email ?? "";
      const triggers = (after.lastSuccess?.trigger ?? "").split(", ");
      expect(triggers.length).toBeGreaterThan(0);
      for (const trigger of triggers) {
        expect([
          `scheduled publish of the blog post "Scheduled launch notes" (set by ${email})`,
          `scheduled unpublish of the blog post "When is it time to refresh your brand?" (set by ${email})`,
        ]).toContain(trigger);
      }

      const list = await editor.request<{ data: { pending: ScheduledAction[]; finished: ScheduledAction[] } }>("GET", "/publishing/schedule");
      expect(list.data.pending).toEqual([]);
      const contactAction = list.data.finished.find((action) => action.id === refused.data.id);
      expect(contactAction?.state).toBe("failed");
      expect(contactAction?.failure).toMatch(
        /^Cannot unpublish the page "Contact": navigation "Footer navigation": the item "Contact" points at it; navigation "Main navigation"/,
      );
    },
    10 * 60_000,
  );
});

/** A release diff without the search index's files (/pagefind/: their hashed names change with what they index). */
function withoutSearchIndex(diff: string[]): string[] {
  return diff.filter((line) => !line.slice(2).startsWith("/pagefind/"));
}

/** Search index files an English content edit must leave alone: the French shard, Pagefind's scripts and wasm, the list of shards. */
function untouchedSearchFiles(diff: string[]): string[] {
  return diff.filter((line) => /^. \/pagefind\/(?:fr-|.*\bfr_|.*\/wasm\.|(?:[^/]+\/)?pagefind\.js$|(?:[^/]+\/)?pagefind-worker\.js$|shards\.json$)/.test(line));
}
