import type { HistoryList, LivePeriod, VersionSummary } from "../../../../../contract/history-contract";
import type { ChangedEntry, ReleaseRetention } from "../../../../../contract/publishing-contract";
import { formatWhen } from "./format-time";
import { contentTypeOf, SINGLE_TYPE } from "./site-kinds";

type Format = (iso: string) => string;

/** "Published" or "Unpublished". */
export const actionWords = (action: VersionSummary["action"]): string => (action === "publish" ? "Published" : "Unpublished");

/** When a version was on the site, from the kept releases: "Live from … to …", "Live from …, live now", or that none showed it. */
export function liveWords(live: LivePeriod | null, format: Format = formatWhen): string {
  if (!live) return "Not on the site in the kept releases";
  if (live.now) return `Live from ${format(live.from)}, live now`;
  if (live.to) return `Live from ${format(live.from)} to ${format(live.to)}`;
  // Shown until the newest kept release, which is not the live one (the site was rolled back to an older release).
  return `Live from ${format(live.from)} until the newest kept release`;
}

/** The panel's one line: how many versions, and the latest. */
export function countLine(list: HistoryList, format: Format = formatWhen): string {
  const [latest] = list.versions;
  if (!latest) return "No version yet: one is kept each time this translation is published or unpublished.";
  const count = list.versions.length === 1 ? "1 version" : `${list.versions.length} versions`;
  return `${count}; the latest: ${actionWords(latest.action).toLowerCase()} ${format(latest.recordedAt)} by ${latest.recordedBy}.`;
}

/** The retention rule in words, under the list. */
export const keptWords = (maxPerEntry: number | null): string =>
  maxPerEntry === null
    ? "Every version of this translation is kept."
    : `The latest ${maxPerEntry} ${maxPerEntry === 1 ? "version" : "versions"} of this translation are kept.`;

/** Where the edit view opens at one recorded version (its History panel reads `history`), under the admin's router. */
export function versionRoute(entry: Pick<ChangedEntry, "kind" | "id" | "locale" | "versionId">): string | null {
  const uid = contentTypeOf(entry.kind);
  if (!uid || typeof entry.versionId !== "number") return null;
  // Written out as the content manager writes its own locale parameter (brackets unencoded).
  const query = `?plugins[i18n][locale]=${encodeURIComponent(entry.locale)}&history=${entry.versionId}`;
  return uid === SINGLE_TYPE
    ? `/content-manager/single-types/${uid}${query}`
    : `/content-manager/collection-types/${uid}/${encodeURIComponent(entry.id)}${query}`;
}

/** "212 MB", "9.5 MB": sizes on disk, with a decimal only where it tells something. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / 1e6;
  return megabytes < 10 ? `${megabytes.toFixed(1)} MB` : `${Math.round(megabytes)} MB`;
}

/** "20 releases are kept (PUBLISHER_KEEP_RELEASES): 212 MB on disk, of which 31 MB is the live release." */
export function retentionLine(retention: ReleaseRetention): string {
  const kept = `${retention.keep} ${retention.keep === 1 ? "release is" : "releases are"} kept (PUBLISHER_KEEP_RELEASES)`;
  if (retention.diskBytes === null) return `${kept}.`;
  const disk = `${kept}: ${formatMegabytes(retention.diskBytes)} on disk`;
  return retention.liveBytes === null ? `${disk}.` : `${disk}, of which ${formatMegabytes(retention.liveBytes)} is the live release.`;
}
