import fs from "node:fs";
import type { DeployRecord } from "@agency/cms/contract/publishing-contract";
import { REVALIDATE } from "../headers/cache-rules";
import type { Logger } from "../util/logger";
import { runLimited } from "../util/run-limited";
import { pageUrlFor } from "../util/walk-files";
import { describeTarget, type DeployConfig } from "../config/deploy-config";
import { emptyManifest, lastSeq, MANIFEST_PATH, parseManifest, withDeploy, type DeployManifest, type ManifestObject } from "./deploy-manifest";
import { planRelease, type DeployPhase, type PlannedObject } from "./deploy-plan";
import type { ObjectStore } from "./s3-store";

/** What one deploy did: status keeps it as `lastDeploy` (the contract's record) with the paths counted and the purge's outcome. */
export interface DeployReport extends Omit<DeployRecord, "changedPaths" | "purge"> {
  /** Site paths a CDN in front should refetch (changed, not content-addressed). */
  changedPaths: string[];
}

export interface DeployOptions {
  store: ObjectStore;
  config: DeployConfig;
  releaseDir: string;
  buildId: string;
  reason: DeployReport["reason"];
  log: Logger;
}

const PHASE_NAMES: Record<DeployPhase, string> = { 1: "assets", 2: "page data", 3: "pages", 4: "builds/latest.json" };

const key = (config: DeployConfig, sitePath: string) => `${config.prefix}${sitePath.slice(1)}`;

function sameObject(held: ManifestObject | undefined, planned: PlannedObject): boolean {
  return (
    held !== undefined &&
    held.sha256 === planned.sha256 &&
    held.contentType === planned.contentType &&
    held.cacheControl === planned.cacheControl &&
    held.redirectLocation === planned.redirectLocation
  );
}

/** The manifest as the bucket has it, with anything an unfinished deploy may have touched marked unknown. */
async function readManifest(options: DeployOptions): Promise<DeployManifest> {
  const where = `s3://${options.config.bucket}/${key(options.config, MANIFEST_PATH)}`;
  const text = await options.store.read(key(options.config, MANIFEST_PATH));
  const manifest = text === null ? emptyManifest() : parseManifest(text.toString("utf8"), where);
  if (manifest.pending) {
    const { pending } = manifest;
    options.log.warn(
      `deploy: the deploy of ${pending.buildId} started ${pending.startedAt} did not finish; its ${pending.paths.length} object(s) are uploaded again`,
    );
    for (const sitePath of pending.paths) {
      const held = manifest.objects[sitePath];
      manifest.objects[sitePath] = { sha256: "unknown", size: held?.size ?? 0, contentType: "", cacheControl: "", seq: Math.max(held?.seq ?? 0, pending.seq) };
    }
    manifest.pending = null;
  }
  return manifest;
}

/**
 * Deploys one release directory to the bucket, atomically for visitors: only objects whose content
 * or headers differ from what the bucket's manifest records are uploaded, phase by phase (assets,
 * page data, pages, then builds/latest.json last); the manifest is written before (naming what may
 * change) and after (recording what did). Objects that left the site are deleted once they were in
 * none of the last `graceReleases` deploys. A failure throws before latest.json is written, so the
 * bucket's pages keep referring to objects that exist, and the next deploy re-uploads what this one
 * may have left half done.
 */
export async function deployRelease(options: DeployOptions): Promise<DeployReport> {
  const { store, config, log, buildId } = options;
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const planned = planRelease(options.releaseDir);
  if (planned.some((object) => object.sitePath.startsWith("/_deploy/"))) {
    throw new Error("the site has files under /_deploy/, where the deploy keeps its manifest: rename them");
  }
  const manifest = await readManifest(options);
  const seq = lastSeq(manifest) + 1;
  const toUpload = planned.filter((object) => !sameObject(manifest.objects[object.sitePath], object));
  const manifestKey = key(config, MANIFEST_PATH);
  const writeManifest = (next: DeployManifest) =>
    store.write({ key: manifestKey, body: Buffer.from(`${JSON.stringify(next)}\n`), contentType: "application/json", cacheControl: "no-store" });

  if (toUpload.length > 0) {
    await writeManifest({ ...manifest, pending: { seq, buildId, startedAt, paths: toUpload.map((o) => o.sitePath) } });
  }
  for (const phase of [1, 2, 3, 4] as const) {
    const batch = toUpload.filter((object) => object.phase === phase);
    if (batch.length === 0) continue;
    await runLimited(batch, config.concurrency, async (object) => {
      await store.write({
        key: key(config, object.sitePath),
        body: object.file === null ? Buffer.alloc(0) : await fs.promises.readFile(object.file),
        contentType: object.contentType,
        cacheControl: object.cacheControl,
        ...(object.redirectLocation ? { redirectLocation: object.redirectLocation } : {}),
      });
    });
    log.info(`deploy ${buildId}: ${PHASE_NAMES[phase]}: ${batch.length} uploaded`);
  }

  // The release is live in the bucket. Now the objects that left the site: kept while one of the last
  // graceReleases deploys (this one included) had them, so a tab opened on an older release still loads.
  const deploys = withDeploy(manifest, { seq, buildId, at: new Date().toISOString() });
  const keepFrom = deploys.length >= config.graceReleases ? (deploys[deploys.length - config.graceReleases] as { seq: number }).seq : 0;
  const inRelease = new Set(planned.map((object) => object.sitePath));
  const objects: Record<string, ManifestObject> = {};
  const doomed: Array<[string, ManifestObject]> = [];
  for (const object of planned) {
    const { sitePath, sha256, size, contentType, cacheControl, redirectLocation } = object;
    objects[sitePath] = { sha256, size, contentType, cacheControl, ...(redirectLocation ? { redirectLocation } : {}), seq };
  }
  for (const [sitePath, held] of Object.entries(manifest.objects)) {
    if (inRelease.has(sitePath)) continue;
    if (held.seq >= keepFrom) objects[sitePath] = held;
    else doomed.push([sitePath, held]);
  }
  // Deletions the last deploy could not confirm are tried again, unless the site has the path again.
  const deleting = [...new Set([...manifest.deleting.filter((p) => !inRelease.has(p)), ...doomed.map(([p]) => p)])];
  // Recorded before deleting: an object deleted but still in the manifest would count as present.
  await writeManifest({ format: manifest.format, deploys, objects, pending: null, deleting });
  const notDeleted: string[] = [];
  let deleted = 0;
  let deletedBytes = 0;
  const sizes = new Map(doomed.map(([p, held]) => [p, held.size]));
  await runLimited(deleting, config.concurrency, async (sitePath) => {
    try {
      await store.remove(key(config, sitePath));
      deleted += 1;
      deletedBytes += sizes.get(sitePath) ?? 0;
    } catch (error) {
      // The release is live; an object left over costs storage, not visitors. Tried again next time.
      notDeleted.push(sitePath);
      log.warn(`deploy ${buildId}: ${(error as Error).message}`);
    }
  });
  if (deleting.length > 0) await writeManifest({ format: manifest.format, deploys, objects, pending: null, deleting: notDeleted.sort() });

  const report: DeployReport = {
    buildId,
    target: describeTarget(config),
    reason: options.reason,
    startedAt,
    durationMs: Date.now() - started,
    uploaded: toUpload.length,
    uploadedBytes: toUpload.reduce((sum, object) => sum + object.size, 0),
    unchanged: planned.length - toUpload.length,
    deleted,
    deletedBytes,
    inGrace: Object.keys(objects).length - planned.length,
    redirects: planned.filter((object) => object.redirectLocation !== undefined).length,
    changedPaths: [...new Set(toUpload.filter((o) => o.cacheControl === REVALIDATE).flatMap((o) => [pageUrlFor(o.sitePath), o.sitePath]))].sort(),
  };
  log.info(
    `deploy ${buildId} to ${report.target}: ${report.uploaded} uploaded (${(report.uploadedBytes / 1e6).toFixed(2)} MB), ${report.unchanged} unchanged, ` +
      `${report.deleted} deleted, ${report.inGrace} kept for the grace period, in ${report.durationMs} ms`,
  );
  return report;
}
