/**
 * The site on a CDN's origin, end to end (docs/deploying.md): the real CMS (full seed), the real `gatsby build`
 * and the publisher configured by DEPLOY_S3_* as an operator would, deploying every release to a real S3-compatible
 * server (s3rver) whose bucket has website hosting (index document index.html, error document 404.html). Everything is
 * read back from the bucket's website endpoint, never from the publisher's own server: by fetch (path style) and by
 * Chromium (the virtual-host name AWS gives website endpoints, resolved to 127.0.0.1).
 *
 * One stack boot for the whole file; the tests run in order and each builds on the last.
 * Builds into the repo's ./public and ./.cache: run in the test orchestrator's turn (publish-stack.ts takes a lock).
 * Run: npx jest -c publisher/tests/e2e/jest.config.cjs publisher/tests/e2e/cdn-deploy.test.ts
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { REPO_ROOT } from "../../src/config/load-config";
import type { PublisherStatus } from "../../src/status/status-types";
import { chromiumLaunchOptions } from "../../../scripts/lib/chromium-launch";
import { startPublishStack, type PublishStack } from "../../../scripts/lib/publish-stack";
import { StrapiEditor } from "../../../scripts/lib/strapi-editor";
import { IMMUTABLE, REVALIDATE } from "../helpers/cache-control";
import { startS3Bucket, type S3Bucket } from "../helpers/s3-bucket";
import { releaseDiff } from "../helpers/release-diff";

const BUCKET = "lumen-and-lark-site";
/** The name AWS gives a bucket's website endpoint in us-east-1; s3rver answers it as that bucket's website. */
const WEBSITE_HOST = `${BUCKET}.s3-website-us-east-1.amazonaws.com`;
const HTML = "text/html;charset=utf-8";
const POST = "when-to-refresh-your-brand";
const POST_TITLE = "When is it time to refresh your brand?";
const EDITED_TITLE = "When is it time to refresh your brand? A checklist";
const REDIRECT = "api::redirect.redirect";

interface Answer {
  status: number;
  type: string | null;
  cache: string | null;
  location: string | null;
  body: string;
}

describe("every release deployed to a bucket and served from its website endpoint", () => {
  let s3: S3Bucket;
  let stack: PublishStack;
  let browser: Browser;
  let editor: StrapiEditor;
  let firstBuildId: string;
  /** The first release's starter scripts (hashed bundles), read from its home page in the bucket. */
  let firstScripts: string[];

  beforeAll(async () => {
    s3 = await startS3Bucket(BUCKET);
    try {
      stack = await startPublishStack("cdn-deploy-e2e", {
        publisherEnv: {
          DEPLOY_S3_BUCKET: BUCKET,
          DEPLOY_S3_ENDPOINT: s3.endpoint,
          DEPLOY_S3_REGION: "us-east-1",
          DEPLOY_S3_FORCE_PATH_STYLE: "true",
          DEPLOY_S3_ACCESS_KEY_ID: "S3RVER",
          DEPLOY_S3_SECRET_ACCESS_KEY: "S3RVER",
          DEPLOY_GRACE_RELEASES: "3",
        },
      });
    } catch (error) {
      await s3.stop();
      throw error;
    }
    const { port } = new URL(s3.endpoint);
    const launch = chromiumLaunchOptions();
    browser = await chromium.launch({ ...launch, args: [...launch.args, `--host-resolver-rules=MAP ${WEBSITE_HOST} 127.0.0.1`] });
    editor = await StrapiEditor.login(stack.cms);
    websiteUrl = `http://${WEBSITE_HOST}:${port}`;
  }, 15 * 60_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await s3?.stop();
  }, 60_000);

  /** The website endpoint as Chromium reaches it (virtual host). */
  let websiteUrl: string;

  /** The website endpoint, path style (`http://127.0.0.1:<port>/<bucket>/`): what a CDN in front would fetch. */
  async function get(sitePath: string): Promise<Answer> {
    const res = await fetch(`${s3.websiteUrl}${sitePath.slice(1)}`, { redirect: "manual" });
    return {
      status: res.status,
      type: res.headers.get("content-type"),
      cache: res.headers.get("cache-control"),
      location: res.headers.get("location"),
      body: await res.text(),
    };
  }

  const latestInBucket = async () => (JSON.parse((await get("/builds/latest.json")).body) as { id: string }).id;
  /** The hashed bundles a page's starter script adds after first paint (docs/runtime.md). */
  const starterScripts = (html: string) => {
    const starter = /<script id="gatsby-scripts-after-first-paint">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    return [...starter.matchAll(/"(\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  };
  const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  const released = (buildId: string, file: string) => fs.readFileSync(path.join(stack.config.releasesDir, buildId, file), "utf8");
  const siteWrites = () => s3.writes.filter((key) => key !== "_deploy/manifest.json");
  const record = (name: string, value: unknown) => {
    fs.mkdirSync(path.join(REPO_ROOT, ".artifacts"), { recursive: true });
    fs.writeFileSync(path.join(REPO_ROOT, ".artifacts", `cdn-deploy-${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
    console.log(`cdn deploy e2e, ${name}: ${JSON.stringify(value, null, 2)}`);
  };

  test("after the first publish the website endpoint serves home, a 3-level page, a post, the blog index and the 404 page with the publisher's headers", async () => {
    const first = stack.publisher.firstBuild;
    if (!first?.ok) throw new Error("the first build did not go live");
    firstBuildId = first.buildId;
    expect(await latestInBucket()).toBe(firstBuildId);
    const status = await stack.status();
    expect(status.lastDeploy).toMatchObject({
      buildId: firstBuildId,
      reason: "release",
      target: `s3://${BUCKET}/ at ${s3.endpoint}`,
      unchanged: 0,
      deleted: 0,
      inGrace: 0,
      redirects: 0,
    });
    record("first-deploy", status.lastDeploy);

    // s3rver's website endpoint answers a missing path with the error document's body and type but without its
    // Cache-Control: a CDN in front caches 404s for its own error-caching time (docs/deploying.md, S3 + CloudFront).
    const pages: Array<[string, number, string | null, string]> = [
      ["/", 200, REVALIDATE, "Lumen &amp; Lark | Marketing agency in London"],
      ["/services/digital/seo/", 200, REVALIDATE, "SEO agency in London | Lumen &amp; Lark"],
      [`/blog/${POST}/`, 200, REVALIDATE, "When to refresh your brand | Lumen &amp; Lark"],
      ["/blog/", 200, REVALIDATE, "Blog | Lumen &amp; Lark"],
      ["/no-such-page/", 404, null, "Page Not Found | Lumen &amp; Lark"],
    ];
    for (const [url, status, cache, title] of pages) {
      const res = await get(url);
      expect({ url, status: res.status, type: res.type, cache: res.cache, title: titleOf(res.body) }).toEqual({
        url,
        status,
        type: HTML,
        cache,
        title,
      });
    }
    // The 404 answer is the site's own 404 page, byte for byte.
    expect((await get("/no-such-page/")).body).toBe(released(firstBuildId, "404.html"));
    expect((await get("/blog/")).body).toContain(`<h1>Blog</h1>`);
    expect((await get(`/blog/${POST}/`)).body).toContain(`<h1>${POST_TITLE}</h1>`);

    firstScripts = starterScripts((await get("/")).body);
    expect(firstScripts.map((script) => script.replace(/-[0-9a-f]{20}\.js$/, "-<hash>.js"))).toEqual([
      "/webpack-runtime-<hash>.js",
      "/framework-<hash>.js",
      "/app-<hash>.js",
    ]);
    const files: Array<[string, string, string]> = [
      ...firstScripts.map((script): [string, string, string] => [script, "text/javascript", IMMUTABLE]),
      [`/page-data/blog/${POST}/page-data.json`, "application/json", REVALIDATE],
      ["/page-data/app-data.json", "application/json", REVALIDATE],
      ["/builds/latest.json", "application/json", REVALIDATE],
      ["/favicon.ico", "image/x-icon", REVALIDATE],
    ];
    for (const [url, type, cache] of files) {
      const res = await get(url);
      expect({ url, status: res.status, type: res.type, cache: res.cache }).toEqual({ url, status: 200, type, cache });
    }
    // The publisher's control files never reach the bucket.
    for (const url of ["/_headers", "/_redirects.json", "/.publisher-release.json"])
      expect({ url, status: (await get(url)).status }).toEqual({ url, status: 404 });
  });

  test("Chromium on the bucket's website URL: the consent dialog shows and answers, a menu opens, a link navigates in the app", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const tab = await context.newPage();
    const failed: string[] = [];
    tab.on("response", (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
    });
    tab.on("requestfailed", (req) => failed.push(`${req.failure()?.errorText} ${req.url()}`));

    const response = await tab.goto(`${websiteUrl}/`);
    expect(response?.status()).toBe(200);
    const dialog = tab.getByRole("dialog", { name: "Your privacy, your choice" });
    await dialog.waitFor({ state: "visible" });
    await dialog.getByRole("button", { name: "Accept all" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await tab.evaluate(() => window.localStorage.getItem("cookieConsentInterstitial"))).not.toBeNull();

    // The header has hydrated once it has chosen its menu mode.
    await tab.locator('header[data-menu-mode="desktop"]').waitFor({ state: "attached" });
    const mainNav = tab.getByRole("banner").getByRole("navigation", { name: "Main" });
    const services = mainNav.getByRole("button", { name: "Services", exact: true });
    await services.click();
    const submenu = tab.locator(`[id="${await services.getAttribute("aria-controls")}"]`);
    await submenu.waitFor({ state: "visible" });
    expect(await services.getAttribute("aria-expanded")).toBe("true");

    // A link click inside the app: the next page comes from the bucket's page-data, in the same document.
    await tab.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await submenu.getByRole("link", { name: "Search engine optimisation" }).click();
    await tab.waitForURL(`${websiteUrl}/services/digital/seo/`, { waitUntil: "commit" });
    await tab.locator("h1", { hasText: "Be found by the people already looking for you" }).waitFor();
    expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(failed).toEqual([]);
    await context.close();
  });

  test("one post edit published in the CMS: only the changed objects are uploaded, builds/latest.json last; the first release's bundles still answer", async () => {
    const before = await stack.status();
    s3.clearWrites();
    await editor.edit("post", POST, { title: EDITED_TITLE });
    const after = await stack.settled(before);
    const buildId = after.live.buildId as string;
    expect(buildId).not.toBe(firstBuildId);
    expect(await latestInBucket()).toBe(buildId);
    expect((await get(`/blog/${POST}/`)).body).toContain(`<h1>${EDITED_TITLE}</h1>`);

    const writes = siteWrites();
    record("post-edit", { lastDeploy: after.lastDeploy, writes });
    expect(writes[writes.length - 1]).toBe("builds/latest.json");
    // Exactly the files whose bytes differ from the first release's were uploaded, each once: compared here on disk.
    const changed = changedFiles(path.join(stack.config.releasesDir, firstBuildId), path.join(stack.config.releasesDir, buildId));
    expect([...writes].sort()).toEqual(changed);
    // What a title edit must change is among them (the rest varies: see POST_EDIT_WRITES).
    expect(writes.map((key) => key.replace(buildId, "<build>"))).toEqual(expect.arrayContaining(POST_EDIT_WRITES));
    expect(after.lastDeploy).toMatchObject({ buildId, reason: "release", uploaded: changed.length, deleted: 0, redirects: 0 });
    expect(after.lastDeploy?.unchanged).toBeGreaterThan(250);
    for (const script of firstScripts) {
      const res = await get(script);
      expect({ script, status: res.status, cache: res.cache }).toEqual({ script, status: 200, cache: IMMUTABLE });
    }
  });

  test("rollback through the Publishing panel's call redeploys the first release: the bucket serves it again", async () => {
    const answer = await editor.request<{ data: { from: string; to: string } }>("POST", "/publishing/rollback", { buildId: firstBuildId });
    expect(answer.data.to).toBe(firstBuildId);
    expect(await latestInBucket()).toBe(firstBuildId);
    const post = await get(`/blog/${POST}/`);
    expect({ status: post.status, title: titleOf(post.body) }).toEqual({ status: 200, title: "When to refresh your brand | Lumen &amp; Lark" });
    expect(post.body).toContain(`<h1>${POST_TITLE}</h1>`);
    expect(post.body).toBe(released(firstBuildId, `blog/${POST}/index.html`));
    const status: PublisherStatus = await stack.status();
    expect(status.lastDeploy).toMatchObject({ buildId: firstBuildId, reason: "rollback", deleted: 0 });
    record("rollback", status.lastDeploy);
  });

  test("a redirect the editor adds answers 301 with its Location from the website endpoint; the first release's bundles stay for open tabs", async () => {
    const before = await stack.status();
    await editor.request("POST", `/content-manager/collection-types/${REDIRECT}`, { from: "/brand-refresh/", to: `/blog/${POST}/` });
    const after = await stack.settled(before);
    expect(await latestInBucket()).toBe(after.live.buildId);
    expect(after.lastDeploy).toMatchObject({ buildId: after.live.buildId, reason: "release", redirects: 1 });
    record("redirect", after.lastDeploy);

    const moved = await get("/brand-refresh/");
    expect({ status: moved.status, location: moved.location }).toEqual({ status: 301, location: `/blog/${POST}/` });
    // The CMS still has the edited title: the rollback changed what is live, not the content.
    expect((await get(`/blog/${POST}/`)).body).toContain(`<h1>${EDITED_TITLE}</h1>`);
    // Browser redirects are part of the app bundle, so the new release has a new one; the first release's stays.
    const now = starterScripts((await get("/")).body);
    expect(now).not.toEqual(firstScripts);
    for (const script of firstScripts) expect({ script, status: (await get(script)).status }).toEqual({ script, status: 200 });
  });
});

/**
 * Objects a title edit of one post must upload (build id as <build>): the post's page and page-data, the blog index,
 * the next post (its "Previous post" link names it), the listings of its author, category and tags, the search page
 * (every post by title), the sitemap, the feed, the build's meta and builds/latest.json.
 * More has changed with it in some runs: every page's HTML when the first warm build after a cold one gave the pages a
 * new webpack compilation hash (44 objects, no bundle changed; fixed since, docs/runtime.md), and in another run new
 * bundles and every page-data too (79 objects). So the test checks that exactly the changed files travel, not a fixed
 * count; publish-to-live.test.ts holds a title edit to its exact list of files (bench/RESULTS.md).
 */
const POST_EDIT_WRITES: string[] = [
  "blog/author/hannah-lindqvist/index.html",
  "blog/category/brand/index.html",
  "blog/index.html",
  "blog/local-seo-for-service-businesses/index.html",
  "blog/tag/branding/index.html",
  "blog/tag/small-business/index.html",
  "blog/when-to-refresh-your-brand/index.html",
  "builds/latest.json",
  "builds/meta/<build>.json",
  "page-data/blog/author/hannah-lindqvist/page-data.json",
  "page-data/blog/category/brand/page-data.json",
  "page-data/blog/local-seo-for-service-businesses/page-data.json",
  "page-data/blog/page-data.json",
  "page-data/blog/tag/branding/page-data.json",
  "page-data/blog/tag/small-business/page-data.json",
  "page-data/blog/when-to-refresh-your-brand/page-data.json",
  "page-data/search/page-data.json",
  // The search index: the post's title is in its fragment, so the English shard's meta file is new and its entry names it.
  "pagefind/en-0/pagefind-entry.json",
  "rss.xml",
  "search/index.html",
  "sitemap-0.xml",
];

/** Site files of `next` that `previous` lacks or holds with other bytes, as bucket keys, sorted (dotfiles and CDN control files are not the site's). */
function changedFiles(previous: string, next: string): string[] {
  const control = new Set(["_headers", "_redirects", "_redirects.json"]);
  return releaseDiff(previous, next)
    .filter((line) => !line.startsWith("- "))
    .map((line) => line.slice("~ /".length))
    .filter((key) => !control.has(key) && !key.split("/").some((segment) => segment.startsWith(".")))
    .sort();
}
