/** Where one document stands on the site, from the publisher's GET /entries answer and the CMS's published version. */
export interface EntryVerdict {
  /** live: this published version is in the live release; waiting: a build is running or queued; not-live: neither. */
  state: "live" | "waiting" | "not-live";
  published: boolean;
  /** The live release that renders the document at all (at this or an older version), or null. */
  liveBuildId: string | null;
  pages: string[];
  activeBuild: { buildId: string; phase: string; startedAt: string } | null;
  queued: boolean;
}

interface EntriesAnswer {
  live?: { buildId?: unknown; versions?: unknown; pages?: unknown } | null;
  activeBuild?: { buildId: string; phase: string; startedAt: string } | null;
  queued?: unknown;
}

const timeOf = (value: unknown): number => (typeof value === "string" || value instanceof Date ? new Date(value).getTime() : Number.NaN);

/**
 * Versions are compared as instants, not strings: the content record keeps the REST API's ISO text
 * and the Document Service may hand back a Date or another ISO spelling of the same moment.
 */
export function entryVerdict(answer: unknown, publishedUpdatedAt: string | Date | null): EntryVerdict {
  const { live, activeBuild, queued } = (answer ?? {}) as EntriesAnswer;
  const versions = Array.isArray(live?.versions) ? live.versions : [];
  const published = publishedUpdatedAt !== null;
  const publishedTime = timeOf(publishedUpdatedAt);
  const isLive = published && versions.some((version) => timeOf(version) === publishedTime);
  const waiting = Boolean(activeBuild) || queued === true;
  return {
    state: isLive ? "live" : waiting ? "waiting" : "not-live",
    published,
    liveBuildId: typeof live?.buildId === "string" ? live.buildId : null,
    pages: Array.isArray(live?.pages) ? live.pages.filter((page): page is string => typeof page === "string") : [],
    activeBuild: activeBuild ?? null,
    queued: queued === true,
  };
}
