import type { EntryState, EntryVerdict } from "../../../contract/publishing-contract";

/** The publisher's answer, read field by field: a publisher of another version may send less. */
interface EntriesAnswer {
  live?: { buildId?: unknown; versions?: unknown; pages?: unknown } | null;
  activeBuild?: EntryState["activeBuild"];
  queued?: unknown;
  newerRelease?: unknown;
}

const timeOf = (value: unknown): number => (typeof value === "string" || value instanceof Date ? new Date(value).getTime() : Number.NaN);

/**
 * Versions are compared as instants, not strings: the content record keeps the REST API's ISO text
 * and the Document Service may hand back a Date or another ISO spelling of the same moment.
 */
/**
 * The entry's own page on the live site, from its published slug: a post is at `/blog/<slug>/` (it is also listed on
 * the blog index, the home page and other posts' pages, so the recorded pages cannot tell which is its own); a page
 * is the recorded page that ends in its slug (its parents come before it), the home page `/`. The site settings shape
 * every page and have none of their own. Only when the live release renders the entry at all.
 */
function ownPage(kind: string, pages: string[], slug: string | null): string | null {
  if (!slug) return null;
  if (kind === "blog-post") return `/blog/${slug}/`;
  if (kind === "page") return slug === "home" ? (pages.includes("/") ? "/" : null) : (pages.find((page) => page.endsWith(`/${slug}/`)) ?? null);
  return null;
}

interface PublishedVersion {
  updatedAt: string | Date | null;
  /** Pages and posts have one; null for the site settings. */
  slug: string | null;
}

export function entryVerdict(answer: unknown, publishedVersion: PublishedVersion, kind: string, site: string): EntryVerdict {
  const publishedUpdatedAt = publishedVersion.updatedAt;
  const { live, activeBuild, queued, newerRelease } = (answer ?? {}) as EntriesAnswer;
  const versions = Array.isArray(live?.versions) ? live.versions : [];
  const published = publishedUpdatedAt !== null;
  const publishedTime = timeOf(publishedUpdatedAt);
  const isLive = published && versions.some((version) => timeOf(version) === publishedTime);
  const waiting = Boolean(activeBuild) || queued === true;
  const pages = Array.isArray(live?.pages) ? live.pages.filter((page): page is string => typeof page === "string" && page.startsWith("/")) : [];
  const own = typeof live?.buildId === "string" ? ownPage(kind, pages, publishedVersion.slug) : null;
  return {
    state: isLive ? "live" : waiting ? "waiting" : "not-live",
    published,
    liveBuildId: typeof live?.buildId === "string" ? live.buildId : null,
    pages,
    liveUrl: own ? `${site}${own}` : null,
    activeBuild: activeBuild ?? null,
    queued: queued === true,
    newerRelease: typeof newerRelease === "string" ? newerRelease : null,
  };
}
