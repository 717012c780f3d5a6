/**
 * The deploy to S3-compatible storage against a real server (s3rver with website hosting), read back
 * through the bucket's website endpoint as a visitor's browser (or a CDN in front) would.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { deployRelease, type DeployReport } from "../../src/deploy/deploy-release";
import type { DeployConfig } from "../../src/config/deploy-config";
import { s3Store } from "../../src/deploy/s3-store";
import { switchCurrent } from "../../src/release/switch-current";
import { silentLogger } from "../../src/util/logger";
import { appJs, FIRST_APP_HASH, RUNTIME_JS, STATIC_PNG, STYLES_CSS, writeDeploySite, type DeploySiteOptions } from "../fixtures/deploy-site";
import { IMMUTABLE, REVALIDATE } from "../helpers/cache-control";
import { startS3Bucket, type S3Bucket } from "../helpers/s3-bucket";
import { startStorageProxy, type StorageProxy } from "../helpers/storage-proxy";
import { makeTempDir, removeDir } from "../helpers/temp-dir";
import { CLI, TEST_TOKEN, TSX } from "../helpers/test-config";

const NEW_APP_HASH = "aaaaaaaaaaaaaaaaaaaa";
const REDIRECTS = [{ from: "/old-blog/", to: "/blog/" }];
const ID = { a: "20261126-090000-000-aaaa", b: "20261126-090100-000-bbbb", c: "20261126-090200-000-cccc", d: "20261126-090300-000-dddd" };

let tmp: string;
beforeEach(() => {
  tmp = makeTempDir("deploy");
});
afterEach(() => removeDir(tmp));

function release(options: DeploySiteOptions): string {
  const dir = path.join(tmp, "releases", options.buildId);
  writeDeploySite(dir, { redirects: REDIRECTS, ...options });
  return dir;
}

function deploy(config: DeployConfig, releaseDir: string, buildId: string): Promise<DeployReport> {
  return deployRelease({ store: s3Store(config), config, releaseDir, buildId, reason: "release", log: silentLogger });
}

const counts = (r: DeployReport) => ({ uploaded: r.uploaded, unchanged: r.unchanged, deleted: r.deleted, inGrace: r.inGrace, redirects: r.redirects });
const sizeOf = (dir: string, files: string[]) => files.reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0);

async function get(s3: S3Bucket, sitePath: string) {
  const res = await fetch(`${s3.websiteUrl}${sitePath.slice(1)}`, { redirect: "manual" });
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    cache: res.headers.get("cache-control"),
    location: res.headers.get("location"),
    body: await res.text(),
  };
}

/** The build id the bucket announces to open tabs. */
async function latestId(s3: S3Bucket): Promise<string> {
  return (JSON.parse((await get(s3, "/builds/latest.json")).body) as { id: string }).id;
}

/** Every page the site has, as the bucket serves it now: each of its scripts and stylesheets must answer 200. */
async function brokenReferences(s3: S3Bucket): Promise<string[]> {
  const broken: string[] = [];
  for (const page of ["/", "/about/team/lead/", "/blog/", "/blog/hello/"]) {
    const html = (await get(s3, page)).body;
    const refs = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1] as string);
    if (refs.length !== 3) broken.push(`${page}: ${refs.length} references`);
    for (const ref of refs) if ((await get(s3, ref)).status !== 200) broken.push(`${page} → ${ref}`);
  }
  return broken;
}

describe("deploying releases to a bucket", () => {
  let s3: S3Bucket;
  beforeEach(async () => {
    s3 = await startS3Bucket();
  });
  afterEach(() => s3.stop());

  test("the first deploy uploads the whole site; the website endpoint serves it with the publisher's headers, its 404 page and its redirects", async () => {
    const dir = release({ buildId: ID.a });
    const report = await deploy(s3.deployConfig(), dir, ID.a);

    expect(counts(report)).toEqual({ uploaded: 16, unchanged: 0, deleted: 0, inGrace: 0, redirects: 1 });
    expect(report.target).toBe(`s3://agency-site/ at ${s3.endpoint}`);
    const pages: Array<[string, string]> = [
      ["/", "Home"],
      ["/about/team/lead/", "Our lead"],
      ["/blog/", "Blog: Hello world"],
      ["/blog/hello/", "Hello world"],
    ];
    for (const [url, title] of pages) {
      const res = await get(s3, url);
      expect({ url, status: res.status, type: res.type, cache: res.cache }).toEqual({ url, status: 200, type: "text/html;charset=utf-8", cache: REVALIDATE });
      expect(res.body).toContain(`<h1>${title}</h1>`);
    }
    const files: Array<[string, string, string]> = [
      [appJs(FIRST_APP_HASH), "text/javascript", IMMUTABLE],
      [RUNTIME_JS, "text/javascript", IMMUTABLE],
      [STYLES_CSS, "text/css", IMMUTABLE],
      [STATIC_PNG, "image/png", IMMUTABLE],
      ["/favicon.ico", "image/x-icon", REVALIDATE],
      ["/page-data/blog/hello/page-data.json", "application/json", REVALIDATE],
      ["/page-data/app-data.json", "application/json", REVALIDATE],
      ["/builds/latest.json", "application/json", REVALIDATE],
      [`/builds/meta/${ID.a}.json`, "application/json", REVALIDATE],
    ];
    for (const [url, type, cache] of files) {
      const res = await get(s3, url);
      expect({ url, status: res.status, type: res.type, cache: res.cache }).toEqual({ url, status: 200, type, cache });
    }
    // Unknown paths and the publisher's own files: the site's 404 page, with status 404.
    for (const url of ["/no-such-page/", "/_headers", "/.publisher-release.json", "/_redirects.json"]) {
      const res = await get(s3, url);
      expect({ url, status: res.status, type: res.type }).toEqual({ url, status: 404, type: "text/html;charset=utf-8" });
      expect(res.body).toContain("<h1>Page not found</h1>");
    }
    const moved = await get(s3, "/old-blog/");
    expect({ status: moved.status, location: moved.location }).toEqual({ status: 301, location: "/blog/" });
  });

  test("order: assets, then page data, then pages, then builds/latest.json; the manifest before and after", async () => {
    await deploy(s3.deployConfig(), release({ buildId: ID.a }), ID.a);
    const writes = [...s3.writes];
    expect(writes[0]).toBe("_deploy/manifest.json");
    expect(writes[writes.length - 1]).toBe("_deploy/manifest.json");
    const site = writes.slice(1, -1);
    expect(site[site.length - 1]).toBe("builds/latest.json");
    const assets = [
      "app-0123456789abcdef0123.js",
      "webpack-runtime-fedcba9876543210fedc.js",
      "styles.00112233445566778899.css",
      "static/5f1e2d3c4b5a69788796a5b4c3d2e1f0/pixel.png",
      "favicon.ico",
    ];
    const data = ["page-data/index/page-data.json", "page-data/blog/hello/page-data.json", "page-data/app-data.json", `builds/meta/${ID.a}.json`];
    const pages = ["index.html", "about/team/lead/index.html", "blog/index.html", "blog/hello/index.html", "404.html", "old-blog/index.html"];
    expect(site.slice(0, 5).sort()).toEqual([...assets].sort());
    expect(site.slice(5, 9).sort()).toEqual([...data].sort());
    expect(site.slice(9, 15).sort()).toEqual([...pages].sort());
    expect(site).toHaveLength(16);
  });

  test("a post edit uploads only what changed; old bundles stay for open tabs until the grace period ends", async () => {
    const config = s3.deployConfig({ graceReleases: 2 });
    await deploy(config, release({ buildId: ID.a }), ID.a);

    // A post's title is published: its page, its page-data, the blog index and the two build files change.
    s3.clearWrites();
    const dirB = release({ buildId: ID.b, postTitle: "Hello again" });
    const b = await deploy(config, dirB, ID.b);
    const changed = ["/blog/index.html", "/blog/hello/index.html", "/page-data/blog/hello/page-data.json", `/builds/meta/${ID.b}.json`, "/builds/latest.json"];
    expect(counts(b)).toEqual({ uploaded: 5, unchanged: 11, deleted: 0, inGrace: 1, redirects: 1 });
    expect(b.uploadedBytes).toBe(sizeOf(dirB, changed));
    expect(s3.writes.filter((key) => key !== "_deploy/manifest.json").sort()).toEqual(changed.map((p) => p.slice(1)).sort());
    expect(s3.writes.filter((key) => key !== "_deploy/manifest.json").pop()).toBe("builds/latest.json");
    expect((await get(s3, "/blog/hello/")).body).toContain("<h1>Hello again</h1>");
    expect(await latestId(s3)).toBe(ID.b);
    expect(b.changedPaths).toEqual([
      "/blog/",
      "/blog/hello/",
      "/blog/hello/index.html",
      "/blog/index.html",
      "/builds/latest.json",
      `/builds/meta/${ID.b}.json`,
      "/page-data/blog/hello/page-data.json",
    ]);

    // New code: every page names the new bundle. The old one stays: a tab opened on release B still loads it.
    const c = await deploy(config, release({ buildId: ID.c, postTitle: "Hello again", appHash: NEW_APP_HASH }), ID.c);
    expect(counts(c)).toEqual({ uploaded: 9, unchanged: 7, deleted: 1, inGrace: 2, redirects: 1 });
    expect((await get(s3, appJs(FIRST_APP_HASH))).status).toBe(200);
    expect((await get(s3, appJs(NEW_APP_HASH))).status).toBe(200);
    expect((await get(s3, `/builds/meta/${ID.a}.json`)).status).toBe(404);
    expect(await brokenReferences(s3)).toEqual([]);

    // Two deploys later (grace 2) nothing refers to the old bundle any more: deleted.
    const d = await deploy(config, release({ buildId: ID.d, postTitle: "Hello again", appHash: NEW_APP_HASH }), ID.d);
    expect(counts(d)).toEqual({ uploaded: 2, unchanged: 14, deleted: 2, inGrace: 1, redirects: 1 });
    expect(d.deletedBytes).toBe(
      fs.statSync(path.join(tmp, "releases", ID.a, appJs(FIRST_APP_HASH))).size +
        fs.statSync(path.join(tmp, "releases", ID.b, `builds/meta/${ID.b}.json`)).size,
    );
    expect((await get(s3, appJs(FIRST_APP_HASH))).status).toBe(404);
    expect(await brokenReferences(s3)).toEqual([]);
  });

  test("the same release deployed again uploads nothing", async () => {
    const dir = release({ buildId: ID.a });
    await deploy(s3.deployConfig(), dir, ID.a);
    s3.clearWrites();
    const again = await deploy(s3.deployConfig(), dir, ID.a);
    expect(counts(again)).toEqual({ uploaded: 0, unchanged: 16, deleted: 0, inGrace: 0, redirects: 1 });
    expect(s3.writes).toEqual(["_deploy/manifest.json"]);
  });

  test("a key prefix puts the site in a folder of the bucket", async () => {
    const config = s3.deployConfig({ prefix: "sites/agency/" });
    await deploy(config, release({ buildId: ID.a }), ID.a);
    expect(s3.writes).toContain("sites/agency/builds/latest.json");
    expect(s3.writes).toContain("sites/agency/_deploy/manifest.json");
    expect((await get(s3, "/sites/agency/blog/hello/")).status).toBe(200);
    expect((await get(s3, "/blog/hello/index.html")).status).toBe(404);
  });

  test("an invalid redirects file fails the deploy before anything is uploaded, in words", async () => {
    const dir = release({ buildId: ID.a, redirects: [{ from: "old", to: "/blog/" }] });
    await expect(deploy(s3.deployConfig(), dir, ID.a)).rejects.toThrow(
      '_redirects.json, redirect 1: "from" must be a site path starting with "/" without "?", "#", spaces or dot segments, got "old"',
    );
    fs.writeFileSync(path.join(dir, "_redirects.json"), JSON.stringify([{ from: "/blog/", to: "/news/" }]));
    await expect(deploy(s3.deployConfig(), dir, ID.a)).rejects.toThrow(
      'the redirect from "/blog/" would replace the site\'s own file /blog/index.html: remove the page or the redirect',
    );
    expect(s3.writes).toEqual([]);
  });
});

describe("storage that fails or a deploy that dies half-way", () => {
  let s3: S3Bucket;
  let proxy: StorageProxy;
  beforeEach(async () => {
    s3 = await startS3Bucket();
    proxy = await startStorageProxy(s3.endpoint);
  });
  afterEach(async () => {
    await proxy.close();
    await s3.stop();
  });

  test("an upload the storage keeps refusing is retried, fails the deploy in words, and leaves the previous release served; the next deploy completes it", async () => {
    const config = s3.deployConfig({ endpoint: proxy.endpoint, maxAttempts: 3 });
    await deploy(config, release({ buildId: ID.a }), ID.a);
    const dirB = release({ buildId: ID.b, postTitle: "Hello again", appHash: NEW_APP_HASH });

    proxy.failUploadsOf("/agency-site/blog/hello/index.html");
    await expect(deploy(config, dirB, ID.b)).rejects.toThrow(
      `uploading s3://agency-site/blog/hello/index.html failed after 3 attempts: We encountered an internal error. Please try again. (InternalError, HTTP 500)`,
    );
    expect(proxy.attempts("/agency-site/blog/hello/index.html")).toBe(4); // 1 in the first deploy, 3 in this one
    expect(await latestId(s3)).toBe(ID.a);
    expect(await brokenReferences(s3)).toEqual([]);

    proxy.heal();
    const retry = await deploy(config, dirB, ID.b);
    // Everything the failed deploy meant to write is written again: its outcome is not trusted.
    expect(counts(retry)).toEqual({ uploaded: 10, unchanged: 6, deleted: 0, inGrace: 2, redirects: 1 });
    expect(await latestId(s3)).toBe(ID.b);
    expect((await get(s3, "/blog/hello/")).body).toContain("<h1>Hello again</h1>");
    expect(await brokenReferences(s3)).toEqual([]);
  });

  test("a deploy killed mid-upload (cli deploy, SIGKILL) leaves the previous release served; the next deploy completes it", async () => {
    const config = s3.deployConfig({ endpoint: proxy.endpoint });
    await deploy(config, release({ buildId: ID.a }), ID.a);
    const dirB = release({ buildId: ID.b, postTitle: "Hello again", appHash: NEW_APP_HASH });
    await switchCurrent(path.join(tmp, "releases"), ID.b);

    const held = proxy.holdUploadOf("/agency-site/blog/index.html");
    const child = spawn(TSX, [CLI, "deploy"], {
      env: {
        ...process.env,
        PUBLISHER_SITE_DIR: tmp,
        PUBLISHER_WEBHOOK_TOKEN: TEST_TOKEN,
        DEPLOY_S3_BUCKET: "agency-site",
        DEPLOY_S3_ENDPOINT: proxy.endpoint,
        DEPLOY_S3_ACCESS_KEY_ID: "S3RVER",
        DEPLOY_S3_SECRET_ACCESS_KEY: "S3RVER",
        DEPLOY_S3_FORCE_PATH_STYLE: "true",
      },
      stdio: "ignore",
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
    await held;
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");

    expect(await latestId(s3)).toBe(ID.a);
    expect(await brokenReferences(s3)).toEqual([]);

    proxy.heal();
    const next = await deploy(config, dirB, ID.b);
    expect(counts(next)).toEqual({ uploaded: 10, unchanged: 6, deleted: 0, inGrace: 2, redirects: 1 });
    expect(await latestId(s3)).toBe(ID.b);
    expect(await brokenReferences(s3)).toEqual([]);
  });

  test("storage that is not there: a worded error naming the endpoint's problem", async () => {
    await proxy.close();
    const config = s3.deployConfig({ endpoint: proxy.endpoint, maxAttempts: 2 });
    await expect(deploy(config, release({ buildId: ID.a }), ID.a)).rejects.toThrow(
      "reading s3://agency-site/_deploy/manifest.json failed after 2 attempts: nothing answers at the storage endpoint (connection refused)",
    );
  });
});
