import type { PublisherConfig } from "../config/load-config";
import { acquireBuildLock } from "../queue/build-lock";
import { currentRelease } from "../release/list-releases";
import { releasePath } from "../release/release-paths";
import type { StatusStore } from "../status/status-store";
import type { Logger } from "../util/logger";
import { deployToBucket } from "./deploy-to-bucket";
import type { DeployReport } from "./deploy-release";

const LOCK_WAIT_MS = 120_000;

/**
 * `cli deploy`: the live release to the bucket now, under the build lock (no build or rollback
 * switches meanwhile). For a bucket configured after releases exist, or to finish a deploy that was
 * interrupted while nothing new is being published.
 */
export async function deployLive(config: PublisherConfig, status: StatusStore, log: Logger): Promise<DeployReport> {
  if (!config.deploy) throw new Error("no bucket is configured: set DEPLOY_S3_BUCKET (docs/deploying.md)");
  const lock = await acquireBuildLock(config.stateDir, { waitMs: LOCK_WAIT_MS });
  try {
    const live = await currentRelease(config.releasesDir);
    if (!live) throw new Error("nothing is live yet: the first build deploys its release");
    const releaseDir = releasePath(config.releasesDir, live);
    return await deployToBucket({ config: config.deploy, releaseDir, buildId: live, reason: "release", status, stateDir: config.stateDir, log });
  } finally {
    await lock.release();
  }
}
