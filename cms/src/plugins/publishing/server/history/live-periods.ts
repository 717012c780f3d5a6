import type { EntryReleases, LivePeriod } from "../../../../contract/history-contract";

const instant = (value: string): number => new Date(value).getTime();

/**
 * When one published version (its updatedAt) of one translation was on the site, from the publisher's kept releases:
 * from the first release that showed it to the first later release that did not. Null when no kept release showed it.
 * Versions are compared as instants (the record keeps the REST API's ISO text, the CMS a Date).
 */
export function livePeriodOf(releases: EntryReleases["releases"], locale: string, version: string | null): LivePeriod | null {
  if (!version) return null;
  const target = instant(version);
  const oldestFirst = [...releases].reverse();
  const shows = oldestFirst.map((release) =>
    release.entries.some((entry) => entry.locale === locale && entry.versions.some((candidate) => instant(candidate) === target)),
  );
  const first = shows.indexOf(true);
  if (first === -1) return null;
  const last = shows.lastIndexOf(true);
  const next = oldestFirst[last + 1];
  const from = oldestFirst[first];
  if (!from.releasedAt) return null;
  return {
    from: from.releasedAt,
    fromRelease: from.buildId,
    to: next?.releasedAt ?? null,
    toRelease: next?.buildId ?? null,
    now: oldestFirst.some((release, index) => release.live && shows[index]),
  };
}
