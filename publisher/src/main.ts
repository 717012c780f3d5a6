import { mediaInLiveRelease } from "./audit/media-in-use";
import { BuildWorkspace } from "./build/build-workspace";
import { runCheckedBuild, type BuildOutcome } from "./build/checked-build";
import { loadConfig, type PublisherConfig } from "./config/load-config";
import { rollbackDeployer } from "./deploy/deploy-to-bucket";
import { BuildQueue } from "./queue/build-queue";
import { currentRelease } from "./release/list-releases";
import { currentLinkPath } from "./release/release-paths";
import { runRollback } from "./release/run-rollback";
import { startStaticServer } from "./serve/static-server";
import { entryReleases } from "./status/entry-releases";
import { entryState } from "./status/entry-state";
import { StatusStore } from "./status/status-store";
import { consoleLogger, type Logger } from "./util/logger";
import { startWebhookServer } from "./webhook/webhook-server";

const ROLLBACK_LOCK_WAIT_MS = 5_000;

export interface StartPublisherOptions {
  log?: Logger;
  /** Resolve only after the first build (when one is needed) has finished. Default true. */
  waitForFirstBuild?: boolean;
}

export interface PublisherHandle {
  siteUrl: string;
  webhookUrl: string;
  statusUrl: string;
  reconcileUrl: string;
  /** Outcome of the build started because nothing was live (null when a release existed). */
  firstBuild: BuildOutcome | null;
  close(): Promise<void>;
}

/**
 * Starts the editors' loop: the static server on `releases/current`, the webhook receiver, the
 * build queue and the periodic reconcile; builds once at start when nothing is live yet.
 */
export async function startPublisher(config: PublisherConfig = loadConfig(), options: StartPublisherOptions = {}): Promise<PublisherHandle> {
  const log = options.log ?? consoleLogger();
  const status = new StatusStore(config.stateDir);
  const site = await startStaticServer({
    root: currentLinkPath(config.releasesDir),
    host: config.siteHost,
    port: config.sitePort,
    log,
  });

  let lastOutcome: BuildOutcome | null = null;
  let lastEventAt: number | null = null;
  const queue: BuildQueue = new BuildQueue({
    quietMs: config.quietMs,
    maxWaitMs: config.maxWaitMs,
    run: async (triggers) => {
      lastOutcome = await runCheckedBuild(
        {
          config,
          status,
          log,
          onReleased: () => site.reload(),
          lastEventAt: () => lastEventAt,
          // Edits that landed after the build read the CMS: build again (a no-op if their webhook already queued one).
          onChangedDuringBuild: () => queue.notify("edits made during the previous build"),
        },
        triggers,
      );
    },
    onChange: (snapshot) => status.update({ queue: { ...snapshot, pid: process.pid } }),
    onError: (error) => log.error(`build run crashed: ${(error as Error).message}`),
  });

  const webhook = await startWebhookServer({
    host: config.webhookHost,
    port: config.webhookPort,
    token: config.webhookToken,
    bodyLimitBytes: config.bodyLimitBytes,
    log,
    onEvent: (decision) => {
      status.update({ lastEvent: { ...decision, receivedAt: new Date().toISOString() } });
      log.info(`webhook ${decision.event} ${decision.model ?? ""}: ${decision.rebuild ? "build queued" : "ignored"} (${decision.reason})`);
      if (!decision.rebuild) return;
      lastEventAt = Date.now();
      queue.notify(decision.trigger ?? `${decision.event}${decision.model ? ` ${decision.model}` : ""}`, { model: decision.model });
    },
    eventContext: { mediaInUse: (documentId) => mediaInLiveRelease(config.releasesDir, documentId) },
    onReconcile: (reason) => {
      log.info(`${reason}: build queued`);
      queue.notify(reason, { immediate: true });
    },
    rollback: async ({ buildId, requestedBy }) => {
      const { releasesDir, stateDir } = config;
      // A short wait for the lock: a running build holds it for minutes, and the admin should hear so now.
      const deploy = rollbackDeployer(config, status, log);
      const result = await runRollback({ releasesDir, stateDir, status, to: buildId, requestedBy, lockWaitMs: ROLLBACK_LOCK_WAIT_MS, deploy });
      site.reload();
      log.info(`rolled back: ${result.from} → ${result.to}${requestedBy ? ` (requested in the admin by ${requestedBy})` : ""}`);
      return result;
    },
    describeEntry: (kind, documentId) => entryState(status, config, kind, documentId),
    describeEntryReleases: (kind, documentId) => entryReleases(config.releasesDir, kind, documentId),
    getStatus: () => status.describe(config),
  });

  // Strapi sends each webhook once and forgets it; a periodic rebuild catches what was lost.
  const reconcileTimer = config.reconcileIntervalMs > 0 ? setInterval(() => queue.notify("periodic reconcile"), config.reconcileIntervalMs) : null;
  reconcileTimer?.unref();

  let firstBuild: BuildOutcome | null = null;
  if (!(await currentRelease(config.releasesDir))) {
    log.info("no live release: starting the first build");
    queue.notify("first build", { immediate: true });
    if (options.waitForFirstBuild ?? true) {
      await queue.whenIdle();
      firstBuild = lastOutcome;
    }
  } else {
    const workspace = new BuildWorkspace(config);
    const otherCms = workspace.otherCms();
    if (workspace.read()?.state === "in-use") {
      // The last build never went live (it failed, or the publisher was stopped during it): the edits
      // it was building may be live nowhere, so build again now rather than at the next edit.
      log.info("the last build did not go live: building again");
      queue.notify("the last build did not go live", { immediate: true });
    } else if (otherCms) {
      // STRAPI_URL changed (a moved or migrated CMS): what is live came from the other one.
      log.info(`${otherCms}: building again`);
      queue.notify("the CMS URL changed", { immediate: true });
    }
  }

  return {
    siteUrl: `${site.url}/`,
    webhookUrl: `${webhook.url}/webhook`,
    statusUrl: `${webhook.url}/status`,
    reconcileUrl: `${webhook.url}/reconcile`,
    firstBuild,
    close: async () => {
      if (reconcileTimer) clearInterval(reconcileTimer);
      await webhook.close();
      await queue.close();
      await site.close();
      status.update({ queue: null });
    },
  };
}
