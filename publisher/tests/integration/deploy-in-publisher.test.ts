/**
 * The deploy inside the editors' loop: a release counts as live only once it is in the bucket; a
 * deploy that fails keeps the previous release live (on disk and in the bucket); rollback from the
 * admin API redeploys the kept release. Real s3rver, the fake build, the real publisher.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { runCheckedBuild } from "../../src/build/checked-build";
import { deployToBucket } from "../../src/deploy/deploy-to-bucket";
import { startPublisher, type PublisherHandle } from "../../src/main";
import { currentRelease } from "../../src/release/list-releases";
import { StatusStore } from "../../src/status/status-store";
import type { PublisherStatus } from "../../src/status/status-types";
import { silentLogger } from "../../src/util/logger";
import { useFakeSite } from "../helpers/fake-site";
import { startS3Bucket, type S3Bucket } from "../helpers/s3-bucket";
import { startStorageProxy, type StorageProxy } from "../helpers/storage-proxy";
import { makeTempDir, removeDir } from "../helpers/temp-dir";
import { TEST_TOKEN } from "../helpers/test-config";
import { writeDeploySite } from "../fixtures/deploy-site";

const ID_A = "20261126-090000-000-aaaa";
const ID_B = "20261126-090100-000-bbbb";

describe("the publisher deploys every release to the bucket before it counts as live", () => {
  let s3: S3Bucket;
  let proxy: StorageProxy;
  let publisher: PublisherHandle | null = null;
  beforeEach(async () => {
    s3 = await startS3Bucket();
    proxy = await startStorageProxy(s3.endpoint);
  });
  afterEach(async () => {
    await publisher?.close();
    publisher = null;
    await proxy.close();
    await s3.stop();
  });
  // Declared after the hooks above: jest-circus runs afterEach hooks in declaration order, and the
  // publisher must stop before the site directory it writes status into is removed.
  const site = useFakeSite("deploy-loop");

  const latestInBucket = async () => ((await (await fetch(`${s3.websiteUrl}builds/latest.json`)).json()) as { id: string }).id;
  const adminCall = async (route: string, body?: unknown) => {
    const res = await fetch(`${publisher?.statusUrl.replace(/\/status$/, "")}${route}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { Authorization: `Bearer ${TEST_TOKEN}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  test("first build deployed; a failed deploy keeps the previous release live; the next completes; rollback redeploys", async () => {
    const config = { ...site.config, deploy: s3.deployConfig({ endpoint: proxy.endpoint, maxAttempts: 3 }) };
    publisher = await startPublisher(config, { log: silentLogger });
    const first = publisher.firstBuild;
    if (!first?.ok) throw new Error(`first build failed: ${JSON.stringify(first)}`);
    expect(await latestInBucket()).toBe(first.buildId);
    const afterFirst = (await adminCall("/status")).body as unknown as PublisherStatus;
    expect(afterFirst.lastDeploy).toMatchObject({
      buildId: first.buildId,
      reason: "release",
      // The fixture site's 26 files and the 17 files of its search index (/pagefind/: the list of shards, Pagefind's
      // script, and the one shard of its English pages).
      uploaded: 43,
      unchanged: 0,
      deleted: 0,
      inGrace: 0,
      redirects: 0,
      purge: null,
    });
    expect(s3.writes.filter((key) => key !== "_deploy/manifest.json").pop()).toBe("builds/latest.json");

    // The storage fails one page's upload: the build fails at its deploy stage, nothing switches anywhere.
    proxy.failUploadsOf("/agency-site/about/index.html");
    const failed = await runCheckedBuild({ config, status: site.status, log: silentLogger }, [{ reason: "test", at: Date.now() }]);
    expect(failed).toMatchObject({ ok: false, stage: "deploy" });
    expect(failed.ok ? "" : failed.reason).toBe(
      `deploying to s3://agency-site/ at ${proxy.endpoint} failed, so this release is not live (the bucket's builds/latest.json still names the previous one, ` +
        "and the next deploy uploads what is missing): uploading s3://agency-site/about/index.html failed after 3 attempts: " +
        "We encountered an internal error. Please try again. (InternalError, HTTP 500)",
    );
    expect(await currentRelease(config.releasesDir)).toBe(first.buildId);
    expect(await latestInBucket()).toBe(first.buildId);
    expect(site.status.read().lastDeployFailure).toMatchObject({ buildId: failed.buildId, reason: "release" });

    proxy.heal();
    const second = await runCheckedBuild({ config, status: site.status, log: silentLogger }, [{ reason: "test", at: Date.now() }]);
    if (!second.ok) throw new Error(`second build failed: ${JSON.stringify(second)}`);
    expect(await currentRelease(config.releasesDir)).toBe(second.buildId);
    expect(await latestInBucket()).toBe(second.buildId);
    expect(site.status.read().lastDeployFailure).toBeNull();

    // Rollback in the admin: the kept release is deployed again, then goes live.
    const rolledBack = await adminCall("/rollback", { buildId: first.buildId, requestedBy: "editor@example.com" });
    expect(rolledBack).toEqual({ status: 200, body: { from: second.buildId, to: first.buildId } });
    expect(await latestInBucket()).toBe(first.buildId);
    const afterRollback = (await adminCall("/status")).body as unknown as PublisherStatus;
    expect(afterRollback.lastDeploy).toMatchObject({ buildId: first.buildId, reason: "rollback" });
    expect(afterRollback.live.buildId).toBe(first.buildId);

    // A rollback whose deploy fails is refused with the storage's words, and nothing switches.
    proxy.failUploadsOf("/agency-site/builds/latest.json");
    const refused = await adminCall("/rollback", { buildId: second.buildId });
    expect(refused.status).toBe(502);
    expect(refused.body.error).toBe(
      `release ${second.buildId} could not be deployed to the bucket, so it is not live: uploading s3://agency-site/builds/latest.json failed after 3 attempts: ` +
        "We encountered an internal error. Please try again. (InternalError, HTTP 500)",
    );
    expect(await currentRelease(config.releasesDir)).toBe(first.buildId);
    expect(await latestInBucket()).toBe(first.buildId);
  });
});

describe("the purge hook after a deploy", () => {
  let s3: S3Bucket;
  let tmp: string;
  let hook: http.Server;
  const received: unknown[] = [];
  beforeEach(async () => {
    s3 = await startS3Bucket();
    tmp = makeTempDir("purge");
    hook = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push(JSON.parse(Buffer.concat(chunks).toString()));
        res.writeHead(received.length === 1 ? 204 : 500).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => hook.close(() => resolve()));
    await s3.stop();
    removeDir(tmp);
  });

  test("the command gets the changed paths in a file, the URL gets them POSTed; a failing purge is a warning in status", async () => {
    const { port } = hook.address() as AddressInfo;
    const copy = path.join(tmp, "purged.txt");
    const config = s3.deployConfig({
      purgeCommand: `cat "$DEPLOY_PURGE_PATHS_FILE" > "${copy}"; echo "$DEPLOY_BUILD_ID" >> "${copy}"`,
      purgeUrl: `http://127.0.0.1:${port}/purge`,
    });
    const status = new StatusStore(path.join(tmp, "state"));
    const dirA = path.join(tmp, "a");
    writeDeploySite(dirA, { buildId: ID_A });
    await deployToBucket({ config, releaseDir: dirA, buildId: ID_A, reason: "release", status, stateDir: path.join(tmp, "state"), log: silentLogger });

    const dirB = path.join(tmp, "b");
    writeDeploySite(dirB, { buildId: ID_B, postTitle: "Hello again" });
    await deployToBucket({ config, releaseDir: dirB, buildId: ID_B, reason: "release", status, stateDir: path.join(tmp, "state"), log: silentLogger });
    const changed = [
      "/blog/",
      "/blog/hello/",
      "/blog/hello/index.html",
      "/blog/index.html",
      "/builds/latest.json",
      `/builds/meta/${ID_B}.json`,
      "/page-data/blog/hello/page-data.json",
    ];
    expect(fs.readFileSync(copy, "utf8")).toBe(`${changed.join("\n")}\n${ID_B}\n`);
    expect(received[1]).toEqual({ buildId: ID_B, paths: changed });
    expect(status.read().lastDeploy).toMatchObject({ buildId: ID_B, uploaded: 5, changedPaths: 7, purge: "the purge URL answered HTTP 500" });
  });
});
