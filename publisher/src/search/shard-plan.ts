/**
 * How the search index is split, and which parts a release must index again (docs/search.md, "Shards").
 *
 * Pagefind has no incremental mode: it reads every page and writes every file on each run, 2.0–2.8 s at 1,100
 * pages here. So each language's pages are spread over shards of about PAGES_PER_SHARD pages, by a hash of their
 * path, each shard a Pagefind index of its own; the browser merges a language's shards (Pagefind's mergeIndex). A
 * release indexes again only the shards a changed, added or removed page belongs to, and shares the others with the
 * live release. Everything here is pure: the index step (search-index.ts) reads the pages and runs Pagefind.
 */

/** What the index step must know of a page: its `<html lang>` (lower case, "unknown" without one) and its mark. */
export interface PageFacts {
  language: string;
  /** The page has an element with `data-pagefind-body`. */
  marked: boolean;
}

/** About 0.4 s of Pagefind here per shard of this size, against 2.0–2.8 s for 1,100 pages in one index. */
export const PAGES_PER_SHARD = 200;

/** `/pagefind/shards.json`: what the browser merges per language, and what the next release starts from. */
export interface ShardManifest {
  version: 1;
  /** Some page carries `data-pagefind-body`: then, as in Pagefind, only such pages are indexed. */
  marked: boolean;
  languages: Record<string, { pages: number; buckets: number; shards: string[] }>;
}

export interface PageChange {
  /** The page file, URL-style: "/blog/brand-voice/index.html". */
  path: string;
  /** In the live release (absent: the page is new). */
  before?: PageFacts;
  /** In the new release (absent: the page was removed). */
  after?: PageFacts;
}

export type ShardPlan =
  | { full: true; reason: string }
  | {
      full: false;
      /** Indexed pages per language in the new release. */
      pages: Record<string, number>;
      /** Shards per language in the new release. */
      buckets: Record<string, number>;
      /** Shard names to index again. A language whose shard count changed is in none of them: it is indexed whole. */
      dirty: Set<string>;
      /** Languages indexed whole: new, or their shard count changed. */
      relaid: Set<string>;
    };

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The shard of a page among `buckets`: FNV-1a of its path, so the same page lands in the same shard every release. */
export function bucketOf(pagePath: string, buckets: number): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < pagePath.length; i++) {
    hash ^= pagePath.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash % buckets;
}

export function bucketsFor(pages: number): number {
  return Math.max(1, Math.ceil(pages / PAGES_PER_SHARD));
}

/** "en-0": the shard's folder under /pagefind/. */
export function shardName(language: string, bucket: number): string {
  return `${language.replace(/[^a-z0-9-]/g, "_")}-${bucket}`;
}

/** Whether Pagefind indexes a page: every page of a site without marks, only the marked ones otherwise. */
export function isIndexed(facts: PageFacts | undefined, marked: boolean): facts is PageFacts {
  return facts !== undefined && (!marked || facts.marked);
}

/**
 * What a release must index again, given the live release's manifest and the pages that differ from it. It falls back
 * to indexing everything only when the rule of what is indexed itself changed (the first mark appeared, or the last
 * one went).
 */
export function planShards(previous: ShardManifest, changes: readonly PageChange[]): ShardPlan {
  const marked = previous.marked;
  if (!marked && changes.some((change) => change.after?.marked)) return { full: true, reason: "a page now carries data-pagefind-body" };
  const pages: Record<string, number> = {};
  for (const [language, facts] of Object.entries(previous.languages)) pages[language] = facts.pages;
  for (const { before, after } of changes) {
    if (isIndexed(before, marked)) pages[before.language] = (pages[before.language] ?? 0) - 1;
    if (isIndexed(after, marked)) pages[after.language] = (pages[after.language] ?? 0) + 1;
  }
  for (const [language, count] of Object.entries(pages)) if (count <= 0) delete pages[language];
  if (marked && Object.keys(pages).length === 0) return { full: true, reason: "no page carries data-pagefind-body any more" };

  const buckets: Record<string, number> = {};
  const relaid = new Set<string>();
  for (const [language, count] of Object.entries(pages)) {
    buckets[language] = bucketsFor(count);
    if (previous.languages[language]?.buckets !== buckets[language]) relaid.add(language);
  }
  const dirty = new Set<string>();
  for (const { path, before, after } of changes) {
    for (const facts of [before, after]) {
      if (!isIndexed(facts, marked) || relaid.has(facts.language)) continue;
      const count = buckets[facts.language];
      if (count !== undefined) dirty.add(shardName(facts.language, bucketOf(path, count)));
    }
  }
  return { full: false, pages, buckets, dirty, relaid };
}

/** The manifest the live release wrote, or null when it is missing or not one this code wrote (then: index everything). */
export function parseManifest(text: string): ShardManifest | null {
  try {
    const value = JSON.parse(text) as Partial<ShardManifest>;
    if (value.version !== 1 || typeof value.marked !== "boolean" || typeof value.languages !== "object" || value.languages === null) return null;
    for (const facts of Object.values(value.languages)) {
      if (!Number.isInteger(facts?.pages) || !Number.isInteger(facts?.buckets) || !Array.isArray(facts?.shards)) return null;
    }
    return value as ShardManifest;
  } catch {
    return null;
  }
}
