/**
 * Redirects end to end (docs/redirects.md), nothing stood in: the editor renames a published post and moves a page
 * with children in the real CMS (full seed), the publisher rebuilds with the real `gatsby build`, and the release
 * answers the old paths with 301, carries `_redirects`, keeps old paths out of the sitemap, renders rich-text links
 * with the current paths, names a broken link with its entry, and Chromium's in-app navigation follows the redirect.
 *
 * Builds into the repo's ./public and ./.cache: run in the test orchestrator's turn (publish-stack.ts takes a lock).
 * Run: npx jest -c publisher/tests/e2e/jest.config.cjs publisher/tests/e2e/redirects.test.ts
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { launchChromium } from "../helpers/chromium";
import { startPublishStack, type PublishStack } from "../../../scripts/lib/publish-stack";
import { StrapiEditor } from "../../../scripts/lib/strapi-editor";

const POST = "api::blog-post.blog-post";

describe("content that moves keeps its old addresses", () => {
  let stack: PublishStack;
  let browser: Browser;
  let editor: StrapiEditor;

  beforeAll(async () => {
    stack = await startPublishStack("redirects-e2e");
    browser = await launchChromium();
    editor = await StrapiEditor.login(stack.cms);
  }, 15 * 60_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  const site = (p: string) => `${stack.publisher.siteUrl.replace(/\/$/, "")}${p}`;
  const get = (p: string) => fetch(site(p), { redirect: "manual" });
  const released = (file: string) => fs.readFileSync(path.join(fs.realpathSync(path.join(stack.config.releasesDir, "current")), file), "utf8");

  test("a post renamed and published: the old URL answers 301 to the new one, everywhere the site is read", async () => {
    const before = await stack.status();
    // A link to a path that never existed, in another post's body, for the build's report.
    const local = await editor.find("post", "local-seo-for-service-businesses");
    const full = await editor.request<{ data: { body: string } }>("GET", `/content-manager/collection-types/${POST}/${local.documentId}`);
    await editor.edit("post", "local-seo-for-service-businesses", { body: `${full.data.body}\n\nOur [2019 offer](/never-existed/) has ended.` });
    await editor.edit("post", "paid-social-on-a-small-budget", { slug: "paid-social-for-small-budgets" });
    const after = await stack.settled(before);
    expect(after.live.buildId).not.toBe(before.live.buildId);

    const old = await get("/blog/paid-social-on-a-small-budget/");
    expect([old.status, old.headers.get("location")]).toEqual([301, "/blog/paid-social-for-small-budgets/"]);
    const bare = await get("/blog/paid-social-on-a-small-budget");
    expect([bare.status, bare.headers.get("location")]).toEqual([301, "/blog/paid-social-for-small-budgets/"]);
    expect((await get("/blog/paid-social-for-small-budgets/")).status).toBe(200);

    expect(released("_redirects")).toContain("/blog/paid-social-on-a-small-budget/ /blog/paid-social-for-small-budgets/ 301\n");
    expect(JSON.parse(released("_redirects.json"))).toContainEqual({
      from: "/blog/paid-social-on-a-small-budget/",
      to: "/blog/paid-social-for-small-budgets/",
    });
    expect((await get("/_redirects")).status).toBe(404);

    const sitemap = await (await get("/sitemap-0.xml")).text();
    expect(sitemap).toContain("/blog/paid-social-for-small-budgets/</loc>");
    expect(sitemap).not.toContain("/blog/paid-social-on-a-small-budget/");

    // The "Paid social" service page links the post by its old path in its rich text.
    const service = await (await get("/services/digital/paid-social/")).text();
    expect(service).toContain('href="/blog/paid-social-for-small-budgets/"');
    expect(service).not.toContain('href="/blog/paid-social-on-a-small-budget/"');

    expect(JSON.parse(released(".link-report.json")).brokenLinks).toEqual([
      { entry: 'blog post "Local SEO for service businesses: a practical checklist"', link: "/never-existed/" },
    ]);
    expect((await get("/.link-report.json")).status).toBe(404);
    // The publisher's status carries the live release's report: the Publishing panel lists it from there.
    expect((await stack.status()).liveLinks).toEqual({
      brokenLinks: [{ entry: 'blog post "Local SEO for service businesses: a practical checklist"', link: "/never-existed/" }],
      redirectProblems: [],
    });
  });

  /** Navigates inside the app (Gatsby's navigate, as a link click does) and proves no new document was loaded. */
  const navigateInApp = async (from: string, to: string, heading: string) => {
    const tab = await browser.newPage();
    const visited: string[] = [];
    tab.on("framenavigated", (frame) => {
      if (frame === tab.mainFrame()) visited.push(frame.url());
    });
    await tab.goto(site("/"), { waitUntil: "networkidle" });
    // The app's scripts load after first paint (scripts-after-paint), so "networkidle" can come before hydration.
    await tab.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function");
    await tab.evaluate((path) => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      (window as unknown as { ___navigate(to: string): void }).___navigate(path);
    }, from);
    // "commit": a navigation inside the app changes the URL without a new document (and without a load event).
    await tab.waitForURL(site(to), { waitUntil: "commit" }).catch((error: Error) => {
      throw new Error(`${error.message}\nvisited: ${visited.join(" → ")}`);
    });
    await tab
      .locator("h1", { hasText: heading })
      .waitFor()
      .catch(async (error: Error) => {
        // Says what the tab shows instead (a 404 page, an error, the old page), for a failure seen once under load.
        const shown = await tab.locator("h1").allTextContents();
        throw new Error(`${error.message}\nat ${tab.url()}, headings: ${JSON.stringify(shown)}\nvisited: ${visited.join(" → ")}`);
      });
    expect({ from, sameDocument: await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument) }).toEqual({
      from,
      sameDocument: true,
    });
    await tab.close();
  };

  test("in-app navigation to the old path lands on the new page", async () => {
    await navigateInApp("/blog/paid-social-on-a-small-budget/", "/blog/paid-social-for-small-budgets/", "Paid social on a small budget");
  });

  test("a page with children moved under another parent: all three old paths redirect to the new ones", async () => {
    const before = await stack.status();
    const about = await editor.find("page", "about");
    await editor.edit("page", "digital", { parent: { connect: [{ documentId: about.documentId }] } });
    await stack.settled(before);

    const moved: Array<[string, string]> = [
      ["/services/digital/", "/about/digital/"],
      ["/services/digital/seo/", "/about/digital/seo/"],
      ["/services/digital/paid-social/", "/about/digital/paid-social/"],
    ];
    for (const [from, to] of moved) {
      const res = await get(from);
      expect({ from, status: res.status, location: res.headers.get("location") }).toEqual({ from, status: 301, location: to });
      expect({ to, status: (await get(to)).status }).toEqual({ to, status: 200 });
    }
    // Home links SEO by its old path in its rich text.
    expect(await (await get("/")).text()).toContain('href="/about/digital/seo/"');
    await navigateInApp("/services/digital/seo/", "/about/digital/seo/", "Be found by the people already looking for you");
  });
});
