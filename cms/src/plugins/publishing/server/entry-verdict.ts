import { authorPath, categoryPath, tagPath } from "../../../contract/blog-paths";
import type { EntryState, EntryVerdict } from "../../../contract/publishing-contract";

/** The publisher's answer, read field by field: a publisher of another version may send less. */
interface EntriesAnswer {
  live?: { buildId?: unknown; versions?: unknown; pages?: unknown } | null;
  activeBuild?: EntryState["activeBuild"];
  queued?: unknown;
  newerRelease?: unknown;
}

const timeOf = (value: unknown): number => (typeof value === "string" || value instanceof Date ? new Date(value).getTime() : Number.NaN);

/** The listing of each kind that has one: where a category, tag or author is on the site. */
const LISTING_PATHS: Record<string, (slug: string) => string> = { category: categoryPath, tag: tagPath, author: authorPath };

/**
 * Versions are compared as instants, not strings: the content record keeps the REST API's ISO text
 * and the Document Service may hand back a Date or another ISO spelling of the same moment.
 */
/**
 * The entry's own page on the live site, from its published slug: a post is at `/blog/<slug>/` (it is also listed on
 * the blog index, the home page and other posts' pages, so the recorded pages cannot tell which is its own); a page
 * is the recorded page that ends in its slug (its parents come before it), the home page `/`. The site settings shape
 * every page and have none of their own. A category, tag or author has its listing (`/blog/category/<slug>/`): the
 * recorded page that is it, in whichever language. Only when the live release renders the entry at all.
 */
function ownPage(kind: string, pages: string[], slug: string | null): string | null {
  if (!slug) return null;
  if (kind === "blog-post") return `/blog/${slug}/`;
  if (kind === "page") return slug === "home" ? (pages.includes("/") ? "/" : null) : (pages.find((page) => page.endsWith(`/${slug}/`)) ?? null);
  const listing = LISTING_PATHS[kind]?.(slug);
  if (listing) return pages.includes(listing) ? listing : (pages.find((page) => page.endsWith(listing)) ?? null);
  return null;
}

interface PublishedVersion {
  updatedAt: string | Date | null;
  /** Pages, posts, categories, tags and authors have one; null for the site settings. */
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
