import type { StatusStore } from "../status/status-store";
import type { Logger } from "../util/logger";
import type { DeployConfig } from "../config/deploy-config";
import { deployRelease, type DeployReport } from "./deploy-release";
import { runPurgeHook } from "./purge-hook";
import { s3Store } from "./s3-store";

export interface DeployToBucketOptions {
  config: DeployConfig;
  releaseDir: string;
  buildId: string;
  reason: DeployReport["reason"];
  status: StatusStore;
  stateDir: string;
  log: Logger;
}

/**
 * One deploy as the build and the rollback run it: the release to the bucket, then the CDN purge,
 * recorded in status (`lastDeploy`, or `lastDeployFailure` with the reason in words). Throws when
 * the deploy failed: the caller must then not count the release as live.
 */
export async function deployToBucket(options: DeployToBucketOptions): Promise<DeployReport> {
  const { config, status, log } = options;
  let report: DeployReport;
  try {
    report = await deployRelease({ store: s3Store(config), config, releaseDir: options.releaseDir, buildId: options.buildId, reason: options.reason, log });
  } catch (error) {
    const message = (error as Error).message;
    status.update({ lastDeployFailure: { buildId: options.buildId, reason: options.reason, failedAt: new Date().toISOString(), error: message } });
    throw error;
  }
  const hooked = Boolean(config.purgeCommand || config.purgeUrl);
  const purgeProblem = hooked
    ? await runPurgeHook(config, {
        buildId: options.buildId,
        paths: report.changedPaths,
        stateDir: options.stateDir,
        secrets: [config.secretAccessKey].filter(Boolean),
      })
    : null;
  if (purgeProblem) log.warn(`deploy ${options.buildId}: ${purgeProblem}`);
  const { changedPaths, ...counts } = report;
  status.update({
    lastDeploy: { ...counts, changedPaths: changedPaths.length, purge: hooked ? (purgeProblem ?? "done") : null },
    lastDeployFailure: null,
  });
  return report;
}

/** The rollback's deploy step (release/run-rollback.ts) for this publisher, or undefined without a bucket. */
export function rollbackDeployer(
  config: { deploy: DeployConfig | null; stateDir: string },
  status: StatusStore,
  log: Logger,
): ((buildId: string, releaseDir: string) => Promise<void>) | undefined {
  const { deploy, stateDir } = config;
  if (!deploy) return undefined;
  return async (buildId, releaseDir) => {
    await deployToBucket({ config: deploy, releaseDir, buildId, reason: "rollback", status, stateDir, log });
  };
}
