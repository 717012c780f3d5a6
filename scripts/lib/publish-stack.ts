import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./child";
import { startCms, type CmsHandle, type CmsOptions } from "./cms-process";
import { runStackTemplate, type StackTemplate } from "./publish-stack-template";
import { takeLock, type HeldLock } from "@agency/shared/file-lock";
import { waitUntil } from "@agency/shared/wait-for-health";
import { loadConfig, REPO_ROOT, type PublisherConfig } from "@agency/publisher/config/load-config";
import { startPublisher, type PublisherHandle } from "@agency/publisher/main";
import type { PublisherStatus } from "@agency/publisher/status/status-types";
import { consoleLogger } from "@agency/publisher/util/logger";

const GATSBY = path.join(REPO_ROOT, "node_modules", ".bin", "gatsby");

export interface PublishStack {
  tmp: string;
  cms: CmsHandle;
  config: PublisherConfig;
  publisher: PublisherHandle;
  webhookToken: string;
  status(): Promise<PublisherStatus>;
  /**
   * Waits until the publisher has finished at least one build since `before` and has nothing left
   * to do (no build running, nothing queued, still so after the quiet window).
   */
  settled(before: PublisherStatus, timeoutMs?: number): Promise<PublisherStatus>;
  stop(): Promise<void>;
}

export interface PublishStackOptions {
  /** Serve the Strapi admin panel (built first when missing or stale: minutes the first time). Default false. */
  serveAdmin?: boolean;
  /** More environment for the CMS (the draft preview's PREVIEW_* variables). */
  cmsEnv?: Record<string, string>;
  /** The seed's time to boot: the build-scale bench seeds thousands of posts, each with its cover, before the CMS answers. */
  cmsBootTimeoutMs?: number;
  /** The seed profile (default full); the build-scale bench uses `scale`. */
  profile?: CmsOptions["profile"];
  /** The publisher's build timeout (default: the publisher's own, 10 minutes); a cold build of thousands of posts takes longer. */
  buildTimeoutMs?: number;
  /**
   * Environment the publisher reads its configuration from, as `npm run publisher` would (default none: the
   * stack's own settings only). The CDN deploy test and bench pass DEPLOY_S3_* here to deploy every release to a bucket.
   */
  publisherEnv?: Record<string, string>;
}

/**
 * The editors' loop with nothing stood in: the real CMS (Strapi, full seed, webhook registered by
 * its own bootstrap), the real `gatsby build` (at the repo root, or in a test run in the worker's copy of the
 * site) and the publisher, after a first build from a clean Gatsby cache (a cache filled against another CMS
 * database can point at media files that no longer exist) or from the run's kept workspace.
 */
export async function startPublishStack(label: string, options: PublishStackOptions = {}): Promise<PublishStack> {
  const template = runStackTemplate(options.profile);
  // In a test run each Jest worker builds in its own copy of the site; otherwise (a bench, one file run by hand) the
  // stack builds in this repo's public/ and .cache, where two stacks at once would clobber each other.
  const siteDir = template?.siteDir ?? REPO_ROOT;
  const lockFile = template ? `${siteDir}.lock` : path.join(REPO_ROOT, ".artifacts", "publish-e2e.lock");
  const siteLock = await takeLock(lockFile, { holder: "another publish stack building in the same folder", waitMs: 40 * 60_000, retryMs: 2_000 });
  try {
    template?.prepareSite();
    return await startStack(label, siteLock, siteDir, template, options);
  } catch (error) {
    await siteLock.release();
    throw error;
  }
}

async function startStack(
  label: string,
  siteLock: HeldLock,
  siteDir: string,
  template: StackTemplate | null,
  options: PublishStackOptions,
): Promise<PublishStack> {
  const tmp = mkdtempSync(path.join(tmpdir(), `publisher-${label}-`));
  const webhookToken = `e2e-${"0123456789abcdef".repeat(3)}`;
  const [webhookPort, sitePort, cmsPort] = [await freePort(), await freePort(), await freePort(template?.cmsPort())];
  await template?.seededCms(path.join(tmp, "cms"));
  const cms = await startCms({
    port: cmsPort,
    dbFile: path.join(tmp, "cms", "data.db"),
    tokenFile: path.join(tmp, "cms", "site-api-token"),
    profile: options.profile ?? "full",
    bootTimeoutMs: options.cmsBootTimeoutMs,
    serveAdmin: options.serveAdmin ?? false,
    webhookUrl: `http://127.0.0.1:${webhookPort}/webhook`,
    webhookToken,
    env: options.cmsEnv,
    log: path.join(tmp, "cms.log"),
  });
  // The site's canonical URLs point at the server that will serve it.
  process.env.SITE_URL = `http://127.0.0.1:${sitePort}`;
  // The site build's bound on one CMS request (15 s by default) is a bound on a hang: in a full test run a stack's CMS
  // once took longer than that to answer /api/blog-posts while the other lanes built, and its first build failed.
  process.env.CMS_TIMEOUT_MS ??= "60000";
  const config = loadConfig(options.publisherEnv ?? {}, {
    siteDir,
    outputDir: path.join(siteDir, "public"),
    releasesDir: path.join(tmp, "releases"),
    stateDir: path.join(tmp, "state"),
    buildCommand: `"${GATSBY}" build`,
    strapiUrl: cms.url,
    strapiToken: cms.token,
    webhookToken,
    webhookPort,
    sitePort,
    quietMs: 1_000,
    maxWaitMs: 5_000,
    reconcileIntervalMs: 0,
    ...(options.buildTimeoutMs === undefined ? {} : { buildTimeoutMs: options.buildTimeoutMs }),
  });
  const warm = (await template?.restoreWorkspace(config)) ?? false;
  if (!warm && spawnSync(GATSBY, ["clean"], { cwd: siteDir, stdio: "inherit" }).status !== 0) throw new Error("gatsby clean failed");
  const publisher = await startPublisher(config, { log: consoleLogger(`[${label}]`) });
  const status = async () => (await (await fetch(publisher.statusUrl, { headers: { Authorization: `Bearer ${webhookToken}` } })).json()) as PublisherStatus;
  if (!publisher.firstBuild?.ok) {
    const failure = (await status()).lastFailure;
    // The caller gets no stack to stop: leave nothing running and no seeded database behind.
    await publisher.close();
    await cms.stop();
    rmSync(tmp, { recursive: true, force: true });
    throw new Error(`the first build failed: ${failure?.reason}\n${failure?.logTail.join("\n")}`);
  }
  if (template && !warm) await template.keepWorkspace(config, publisher.firstBuild.buildId);
  return {
    tmp,
    cms,
    config,
    publisher,
    webhookToken,
    status,
    settled: (before, timeoutMs = SETTLE_TIMEOUT_MS) => settledSince(status, before, timeoutMs),
    stop: async () => {
      await publisher.close();
      await cms.stop();
      rmSync(tmp, { recursive: true, force: true });
      await siteLock.release();
    },
  };
}

const SETTLE_TIMEOUT_MS = 8 * 60_000;
/** The queue must stay idle this long after the build: a publish that lands just after it would start another. */
const STILL_IDLE_MS = 3_000;

async function settledSince(status: () => Promise<PublisherStatus>, before: PublisherStatus, timeoutMs: number): Promise<PublisherStatus> {
  const finishedSince = (s: PublisherStatus) =>
    s.lastSuccess?.buildId !== before.lastSuccess?.buildId || s.lastFailure?.buildId !== before.lastFailure?.buildId;
  const idle = (s: PublisherStatus) => s.queue?.state === "idle" && !s.activeBuild;
  let idleSince: number | null = null;
  let last = before;
  const settled = await waitUntil(
    "the publisher",
    async () => {
      last = await status();
      if (!finishedSince(last) || !idle(last)) {
        idleSince = null;
        return "a build still to finish";
      }
      idleSince ??= Date.now();
      return Date.now() - idleSince >= STILL_IDLE_MS ? true : "idle, watching that it stays so";
    },
    { timeoutMs, initialDelayMs: 1_000, maxDelayMs: 1_000 },
  );
  if (settled.ok) return last;
  throw new Error(`the publisher did not settle: ${JSON.stringify(await status(), null, 2)}`);
}
