import type { LiveBehind } from "@agency/cms/contract/publishing-contract";
import { releaseChanges } from "./release-changes";

/**
 * Whether visitors see an older release than the newest kept one, and what differs. Releases are made only
 * by builds that went live, and build ids sort by time, so the newest kept release is the latest build of
 * the CMS's content: after a rollback the live one is older, until a new build goes live (or the editor rolls
 * forward to the newest again).
 */
export function liveBehind(releasesDir: string, releases: string[], liveId: string | null): LiveBehind | null {
  const newest = releases[releases.length - 1];
  if (!liveId || !newest || newest === liveId) return null;
  return { newestBuildId: newest, changes: releaseChanges(releasesDir, liveId, newest) };
}
