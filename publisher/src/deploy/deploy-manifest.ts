/**
 * What the bucket holds, kept in the bucket itself (`<prefix>_deploy/manifest.json`), so any
 * publisher machine deploying there knows it without listing the bucket: each object the deploys
 * wrote with its content hash and headers, and `seq`, the last deploy whose release had it (the grace
 * period counts deploys from there). `pending` names a deploy that started and has not finished:
 * the objects it may have written are of unknown content until a deploy completes.
 */
export const MANIFEST_PATH = "/_deploy/manifest.json";
const FORMAT = 1;
/** How many completed deploys the manifest remembers (for the grace period and for people reading it). */
const DEPLOYS_KEPT = 50;

export interface ManifestObject {
  sha256: string;
  size: number;
  contentType: string;
  cacheControl: string;
  redirectLocation?: string;
  seq: number;
}

export interface DeployManifest {
  format: typeof FORMAT;
  /** Completed deploys, oldest first. */
  deploys: Array<{ seq: number; buildId: string; at: string }>;
  /** Site path → what the bucket holds there. */
  objects: Record<string, ManifestObject>;
  pending: { seq: number; buildId: string; startedAt: string; paths: string[] } | null;
  /** Objects that left the site and whose deletion has not been confirmed yet. */
  deleting: string[];
}

export const emptyManifest = (): DeployManifest => ({ format: FORMAT, deploys: [], objects: {}, pending: null, deleting: [] });

/** Also the manifest's plain-words check: a hand-edited or foreign file must not steer what is deleted. */
export function parseManifest(text: string, where: string): DeployManifest {
  let parsed: Partial<DeployManifest>;
  try {
    parsed = JSON.parse(text) as Partial<DeployManifest>;
  } catch (error) {
    throw new Error(`the deploy manifest ${where} is not valid JSON (${(error as Error).message}); delete it and the next deploy uploads every file again`);
  }
  if (parsed?.format !== FORMAT || typeof parsed.objects !== "object" || !Array.isArray(parsed.deploys)) {
    throw new Error(`the deploy manifest ${where} is not one this publisher wrote (format ${FORMAT}); delete it and the next deploy uploads every file again`);
  }
  return { ...emptyManifest(), ...parsed } as DeployManifest;
}

export function lastSeq(manifest: DeployManifest): number {
  return Math.max(0, manifest.deploys[manifest.deploys.length - 1]?.seq ?? 0, manifest.pending?.seq ?? 0);
}

export function withDeploy(manifest: DeployManifest, deploy: { seq: number; buildId: string; at: string }): DeployManifest["deploys"] {
  return [...manifest.deploys, deploy].slice(-DEPLOYS_KEPT);
}
