import fs from "node:fs";
import path from "node:path";
import { currentRelease, listReleases, liveSince } from "../release/list-releases";
import { readLinkReport } from "../release/link-report";
import { liveBehind } from "../release/live-behind";
import { releaseHistory } from "../release/release-history";
import { releasePath } from "../release/release-paths";
import { forgetPrunedRecords } from "../release/release-record";
import { releaseRetention } from "../release/release-retention";
import type { PublisherConfig } from "../config/load-config";
import { writeJsonAtomic } from "../util/write-json-atomic";
import type { PublisherStatus, StoredStatus } from "./status-types";

const EMPTY: StoredStatus = {
  lastSuccess: null,
  lastFailure: null,
  activeBuild: null,
  queue: null,
  lastEvent: null,
  lastAudit: null,
  lastRollback: null,
  lastDeploy: null,
  lastDeployFailure: null,
  updatedAt: null,
};

/**
 * Build history and queue state in `<stateDir>/status.json`. Read-modify-write on every update:
 * a CLI `build` or `rollback` in another process writes the same file, and its records must
 * show up in the server's /status too. Builds are serialized by the build lock, so two writers
 * racing on the same record does not happen in practice.
 */
export class StatusStore {
  readonly file: string;

  constructor(stateDir: string) {
    fs.mkdirSync(stateDir, { recursive: true });
    this.file = path.join(stateDir, "status.json");
  }

  read(): StoredStatus {
    try {
      return { ...EMPTY, ...(JSON.parse(fs.readFileSync(this.file, "utf8")) as Partial<StoredStatus>) };
    } catch {
      return { ...EMPTY };
    }
  }

  update(patch: Partial<StoredStatus>): StoredStatus {
    const next = { ...this.read(), ...patch, updatedAt: new Date().toISOString() };
    writeJsonAtomic(this.file, next);
    return next;
  }

  /** The live release comes from the `current` link itself, never from a cached record. */
  async describe({ releasesDir, keepReleases }: Pick<PublisherConfig, "releasesDir" | "keepReleases">): Promise<PublisherStatus> {
    const [buildId, releases, since] = await Promise.all([currentRelease(releasesDir), listReleases(releasesDir), liveSince(releasesDir)]);
    forgetPrunedRecords(releasesDir, releases);
    const retention = await releaseRetention(releasesDir, releases, buildId, keepReleases);
    const stored = this.read();
    return {
      ...stored,
      // Records left by a process that has since died would otherwise show a build forever.
      activeBuild: stored.activeBuild && isAlive(stored.activeBuild.pid) ? stored.activeBuild : null,
      queue: stored.queue && isAlive(stored.queue.pid) ? stored.queue : null,
      live: { buildId, since: buildId ? since : null, releases },
      history: releaseHistory(releasesDir, releases, buildId),
      liveLinks: buildId ? readLinkReport(releasePath(releasesDir, buildId)) : null,
      liveBehind: liveBehind(releasesDir, releases, buildId),
      retention,
    };
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
