import { formatWhen } from "./format-time";
import type { ReleaseHistoryEntry } from "../../../../../contract/publishing-contract";

/**
 * A release as editors name it: by when it went live ("the release of 26 Nov 2026, 16:00:30"). The build id, which
 * developers and the publisher's logs use, names it only when the history no longer holds its time.
 */
export function releaseName(buildId: string, history: ReleaseHistoryEntry[] | undefined): string {
  const releasedAt = history?.find((release) => release.buildId === buildId)?.releasedAt;
  return releasedAt ? `the release of ${formatWhen(releasedAt)}` : `release ${buildId}`;
}
