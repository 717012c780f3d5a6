/**
 * End to end, nothing stood in: the real CMS (Strapi, seeded with the full profile, webhook
 * registered by its own bootstrap), the real `gatsby build` of the site at the repo root, the
 * publisher's receiver/queue/release/server, and Chromium.
 *
 * It builds into the repo's ./public and ./.cache, so it must run in the test orchestrator's
 * turn (scripts/test-all.ts takes one per machine), never beside another site build.
 * Run: npx jest -c publisher/tests/e2e/jest.config.cjs
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { freePort } from "../../../scripts/lib/child";
import { startCms, type CmsHandle } from "../../../scripts/lib/cms-process";
import { loadConfig, REPO_ROOT } from "../../src/config/load-config";
import { startPublisher, type PublisherHandle } from "../../src/main";
import type { PublisherStatus } from "../../src/status/status-types";
import { consoleLogger } from "../../src/util/logger";
import { launchChromium, watchViolations } from "../helpers/chromium";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const PUBLISH_TO_LIVE_BOUND_MS = 6 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CmPage {
  documentId: string;
  title: string;
  slug: string;
}

/** The editor's path: the admin API the Strapi admin panel itself calls. */
async function adminJwt(cms: CmsHandle): Promise<string> {
  const res = await fetch(`${cms.url}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: cms.adminEmail, password: cms.adminPassword }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function cmRequest<T>(cms: CmsHandle, jwt: string, method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${cms.url}/content-manager/collection-types/api::page.page${route}`, {
    method,
    headers: { Authorization: `Bearer ${jwt}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe("editor publishes in Strapi → webhook → gatsby build → atomic release → served", () => {
  let tmp: string;
  let cms: CmsHandle;
  let publisher: PublisherHandle;
  let browser: Browser;
  const webhookToken = `e2e-${"0123456789abcdef".repeat(3)}`;

  beforeAll(async () => {
    tmp = makeTempDir("e2e");
    const [webhookPort, sitePort, cmsPort] = [await freePort(), await freePort(), await freePort()];
    cms = await startCms({
      port: cmsPort,
      dbFile: path.join(tmp, "cms", "data.db"),
      tokenFile: path.join(tmp, "cms", "site-api-token"),
      profile: "full",
      serveAdmin: false,
      webhookUrl: `http://127.0.0.1:${webhookPort}/webhook`,
      webhookToken,
      log: path.join(tmp, "cms.log"),
    });
    // Start from a clean Gatsby cache, as the orchestrator's own site builds do: a cache filled
    // against another CMS database can point at media files that no longer exist.
    const gatsby = path.join(REPO_ROOT, "node_modules", ".bin", "gatsby");
    expect(spawnSync(gatsby, ["clean"], { cwd: REPO_ROOT, stdio: "inherit" }).status).toBe(0);
    // The site's canonical URLs point at the server that will serve it.
    process.env.SITE_URL = `http://127.0.0.1:${sitePort}`;
    const config = loadConfig(
      {},
      {
        siteDir: REPO_ROOT,
        outputDir: path.join(REPO_ROOT, "public"),
        releasesDir: path.join(tmp, "releases"),
        stateDir: path.join(tmp, "state"),
        buildCommand: `"${gatsby}" build`,
        strapiUrl: cms.url,
        strapiToken: cms.token,
        webhookToken,
        webhookPort,
        sitePort,
        quietMs: 1_000,
        maxWaitMs: 5_000,
        reconcileIntervalMs: 0,
      },
    );
    publisher = await startPublisher(config, { log: consoleLogger("[publisher e2e]") });
    if (!publisher.firstBuild?.ok) {
      const failure = (await status()).lastFailure;
      throw new Error(`the first build failed: ${failure?.reason}\n${failure?.logTail.join("\n")}`);
    }
    browser = await launchChromium();
  }, 15 * 60_000);

  afterAll(async () => {
    await browser?.close();
    await publisher?.close();
    await cms?.stop();
    if (tmp) removeDir(tmp);
  }, 60_000);

  const status = async () => (await (await fetch(publisher.statusUrl)).json()) as PublisherStatus;

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
      const response = await tab.goto(`${publisher.siteUrl.replace(/\/$/, "")}${url}`, { waitUntil: "networkidle" });
      expect({ url, status: response?.status() }).toEqual({ url, status: 200 });
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      await tab.waitForTimeout(500);
      expect({ url, violations }).toEqual({ url, violations: [] });
      await tab.close();
    }
  });

  test("a title changed and published through Strapi's admin API is served within the bound, with zero failed requests during the swap", async () => {
    const before = await status();
    const jwt = await adminJwt(cms);
    const list = await cmRequest<{ results: CmPage[] }>(cms, jwt, "GET", "?page=1&pageSize=100");
    const live = (await (await fetch(`${publisher.siteUrl}builds/meta/${before.live.buildId}.json`)).json()) as { prerendered: string[] };
    const target = list.results.find((p) => p.slug !== "home" && p.slug !== "cookie-policy" && live.prerendered.includes(`/${p.slug}/`));
    expect(target).toBeDefined();
    const url = `${publisher.siteUrl}${target?.slug}/`;
    const newTitle = `Published at ${Date.now()}`;

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
        await sleep(20);
      }
    })();

    const publishedAt = Date.now();
    await cmRequest(cms, jwt, "PUT", `/${target?.documentId}`, { title: newTitle });
    await cmRequest(cms, jwt, "POST", `/${target?.documentId}/actions/publish`, { title: newTitle });

    let html = "";
    const deadline = publishedAt + PUBLISH_TO_LIVE_BOUND_MS;
    while (Date.now() < deadline) {
      html = await (await fetch(url)).text();
      if (html.includes(newTitle)) break;
      await sleep(500);
    }
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

    const js = /<script src="(\/[^"]+\.js)"/.exec(html)?.[1];
    const jsRes = await fetch(`${publisher.siteUrl.replace(/\/$/, "")}${js}`);
    const pageRes = await fetch(url);
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
  }, PUBLISH_TO_LIVE_BOUND_MS + 60_000);
});
