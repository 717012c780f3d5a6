import path from "node:path";

/** Name of the symlink that always points at the live release (relative target: `<buildId>`). */
const CURRENT_LINK = "current";

export const currentLinkPath = (releasesDir: string) => path.join(releasesDir, CURRENT_LINK);
export const releasePath = (releasesDir: string, buildId: string) => path.join(releasesDir, buildId);
/** Dot-prefixed so a half-copied build can never be mistaken for a release. */
export const stagingPath = (releasesDir: string, buildId: string) => path.join(releasesDir, `.staging-${buildId}`);
