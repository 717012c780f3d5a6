import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pLimit from "p-limit";
import { withFiles } from "../util/release-files";
import { walkFiles } from "../util/walk-files";
import { SEARCH_INDEX_DIR, SHARDS_FILE, summarizeIndex, type IndexSummary } from "./index-summary";
import { pagefindBinary } from "./pagefind-binary";
import { SearchIndexError } from "./search-index-error";
import { indexShard, shareUnchanged, type ShardRun } from "./pagefind-shard";
import { bucketOf, bucketsFor, isIndexed, parseManifest, planShards, shardName, type ShardManifest } from "./shard-plan";
import { changedPages, PageFactsReader, sitePages } from "./site-pages";

export interface SearchIndexOptions {
  /** Pagefind's full output goes here, every shard's in turn; a failure keeps its tail. */
  logFile: string;
  /** For each run of Pagefind (one per shard indexed). */
  timeoutMs: number;
  /**
   * The live release: shards none of whose pages changed are shared with it (hard links: same ETag, no Pagefind
   * run), and files of a shard indexed again that are identical to its own become links to them.
   */
  liveDir?: string | null;
  /** The Pagefind executable; by default the one the `pagefind` dependency installed (pagefind-binary.ts). */
  binary?: string;
  /** The site directory's files, when the caller listed them (staging does): it is not walked again. */
  siteFiles?: readonly string[];
}

export interface SearchIndexResult extends IndexSummary {
  durationMs: number;
  /** Files of the new index shared with the live release. */
  linked: number;
  /** Shards Pagefind indexed in this step (the others are the live release's). */
  rebuilt: number;
  /** Why every shard was indexed, when the live release's could not be built on. */
  fullReason: string | null;
  /** The site directory's files with the index in it, as a walk would list them (util/release-files.ts). */
  siteFiles: string[];
}

export { SearchIndexError };

interface Layout {
  manifest: ShardManifest;
  /** Shard name → its pages, for the shards Pagefind must index. */
  toIndex: Map<string, string[]>;
  /** Shards kept as the live release has them. */
  kept: string[];
  fullReason: string | null;
}

/**
 * Builds the site search index of one site directory into `<siteDir>/pagefind/` (docs/search.md, "Shards"): per
 * `<html lang>`, shards of about 200 pages (shard-plan.ts), each a Pagefind index of the pages whose main region
 * carries `data-pagefind-body` (every page's body when none does), `shards.json` naming them, and Pagefind's script
 * at `/pagefind/pagefind.js`. With a live release, only the shards a changed page belongs to are indexed again.
 * Anything already at `<siteDir>/pagefind` is removed first: it is never an older index's leftovers that go live,
 * and a staged file linked to the live release is never written through. Throws a SearchIndexError naming the cause.
 */
export async function writeSearchIndex(siteDir: string, options: SearchIndexOptions): Promise<SearchIndexResult> {
  const started = Date.now();
  const outputDir = path.join(siteDir, SEARCH_INDEX_DIR);
  await fs.promises.rm(outputDir, { recursive: true, force: true });
  let binary: string;
  try {
    binary = options.binary ?? pagefindBinary();
  } catch (error) {
    throw new SearchIndexError(`search index: ${(error as Error).message}`, []);
  }
  const siteFiles = options.siteFiles ?? walkFiles(siteDir);
  const pages = sitePages(siteFiles);
  if (pages.length === 0) throw new SearchIndexError(`search index: the site has no page to index (no <route>/index.html under ${siteDir})`, []);
  const staged = new PageFactsReader(siteDir);
  const liveIndex = options.liveDir ? path.join(options.liveDir, SEARCH_INDEX_DIR) : null;
  const layout = layOut(pages, staged, options.liveDir ?? null);

  const workDir = path.join(outputDir, ".pages");
  fs.mkdirSync(workDir, { recursive: true });
  const logs: string[] = [];
  let linked = 0;
  try {
    // Two Pagefind runs at once: each is mostly one busy core.
    const limit = pLimit(Math.min(2, os.availableParallelism()));
    let failure: Error | null = null;
    const runs = [...layout.toIndex].map(([shard, members]): ShardRun => ({ shard, pages: members }));
    await Promise.all(
      runs.map((run) =>
        limit(async () => {
          if (failure) return; // the step has failed: start no more runs
          const result = await indexShard(run, { siteDir, outputDir, workDir, binary, timeoutMs: options.timeoutMs, liveIndex, logFile: options.logFile });
          logs.push(result.logFile);
          linked += result.linked;
          failure ??= result.error;
        }),
      ),
    );
    if (failure) throw failure;
    for (const shard of layout.kept) linked += linkTree(path.join(liveIndex as string, shard), path.join(outputDir, shard));
  } finally {
    appendLogs(options.logFile, logs);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  const first = Object.values(layout.manifest.languages)[0]?.shards[0];
  if (!first) throw new SearchIndexError("search index: Pagefind indexed no page", []);
  fs.copyFileSync(path.join(siteDir, first, "pagefind.js"), path.join(outputDir, "pagefind.js"));
  fs.writeFileSync(path.join(outputDir, SHARDS_FILE), `${JSON.stringify(layout.manifest)}\n`);
  if (liveIndex) linked += await shareUnchanged(outputDir, liveIndex, ["pagefind.js", SHARDS_FILE]);

  const indexFiles = walkFiles(outputDir);
  let summary: IndexSummary;
  try {
    summary = summarizeIndex(outputDir, indexFiles);
  } catch (error) {
    throw new SearchIndexError(`search index: Pagefind finished but its entry file could not be read (${(error as Error).message})`, []);
  }
  return {
    ...summary,
    linked,
    rebuilt: layout.toIndex.size,
    fullReason: layout.fullReason,
    durationMs: Date.now() - started,
    // Whatever was at /pagefind/ before this step was removed at its start.
    siteFiles: withFiles(
      siteFiles.filter((file) => !file.startsWith(`/${SEARCH_INDEX_DIR}/`)),
      indexFiles.map((file) => `/${SEARCH_INDEX_DIR}${file}`),
    ),
  };
}

/** Which shards there are, and which of them Pagefind must index. */
function layOut(pages: readonly string[], staged: PageFactsReader, liveDir: string | null): Layout {
  if (!liveDir) return fullLayout(pages, staged, "no live release");
  const previousText = readIfExists(path.join(liveDir, SEARCH_INDEX_DIR, SHARDS_FILE));
  if (previousText === null) return fullLayout(pages, staged, "the live release has no shards.json");
  const previous = parseManifest(previousText);
  if (!previous) return fullLayout(pages, staged, "the live release's shards.json is not one this publisher wrote");
  const plan = planShards(previous, changedPages(pages, staged, liveDir, new PageFactsReader(liveDir), previous.marked));
  if (plan.full) return fullLayout(pages, staged, plan.reason);
  const toIndex = membersOf(pages, staged, previous.marked, plan.buckets, (language, shard) => plan.relaid.has(language) || plan.dirty.has(shard));
  const kept = Object.keys(plan.buckets)
    .filter((language) => !plan.relaid.has(language))
    .flatMap((language) => previous.languages[language]?.shards.map((dir) => path.posix.basename(dir)) ?? [])
    .filter((shard) => !plan.dirty.has(shard));
  const missing = kept.find((shard) => !fs.existsSync(path.join(liveDir, SEARCH_INDEX_DIR, shard, "pagefind-entry.json")));
  if (missing) return fullLayout(pages, staged, `the live release lacks its shard ${missing}`);
  return { manifest: manifestOf(previous.marked, plan.pages, plan.buckets, [...toIndex.keys(), ...kept]), toIndex, kept, fullReason: null };
}

/** Every shard indexed from the pages themselves: the first release, or when the live one cannot be built on. */
function fullLayout(pages: readonly string[], staged: PageFactsReader, reason: string): Layout {
  const marked = pages.some((page) => staged.facts(page).marked);
  const counts: Record<string, number> = {};
  for (const page of pages) {
    const facts = staged.facts(page);
    if (isIndexed(facts, marked)) counts[facts.language] = (counts[facts.language] ?? 0) + 1;
  }
  const buckets = Object.fromEntries(Object.entries(counts).map(([language, count]) => [language, bucketsFor(count)]));
  const toIndex = membersOf(pages, staged, marked, buckets, () => true);
  return { manifest: manifestOf(marked, counts, buckets, toIndex.keys()), toIndex, kept: [], fullReason: reason };
}

/**
 * The pages of each shard `wanted` selects. A page is read only when its path falls in a wanted shard of some
 * language: for a post edit that is a few hundred pages, not the whole site.
 */
function membersOf(
  pages: readonly string[],
  staged: PageFactsReader,
  marked: boolean,
  buckets: Record<string, number>,
  wanted: (language: string, shard: string) => boolean,
): Map<string, string[]> {
  const members = new Map<string, string[]>();
  for (const page of pages) {
    const candidate = Object.entries(buckets).some(([language, count]) => wanted(language, shardName(language, bucketOf(page, count))));
    if (!candidate) continue;
    const facts = staged.facts(page);
    const count = buckets[facts.language];
    if (!isIndexed(facts, marked) || count === undefined) continue;
    const shard = shardName(facts.language, bucketOf(page, count));
    if (!wanted(facts.language, shard)) continue;
    members.set(shard, [...(members.get(shard) ?? []), page]);
  }
  return members;
}

function manifestOf(marked: boolean, pages: Record<string, number>, buckets: Record<string, number>, shards: Iterable<string>): ShardManifest {
  const present = new Set(shards);
  const languages: ShardManifest["languages"] = {};
  for (const [language, count] of Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))) {
    const total = buckets[language] as number;
    const names = Array.from({ length: total }, (_, bucket) => shardName(language, bucket)).filter((shard) => present.has(shard));
    languages[language] = { pages: count, buckets: total, shards: names.map((shard) => `/${SEARCH_INDEX_DIR}/${shard}/`) };
  }
  return { version: 1, marked, languages };
}

/** Hard-links a live shard's files into the new index (releases are never written in place, so sharing is safe). */
function linkTree(from: string, to: string): number {
  let linked = 0;
  for (const file of walkFiles(from)) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.linkSync(path.join(from, file), path.join(to, file));
    linked += 1;
  }
  return linked;
}

function readIfExists(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

function appendLogs(logFile: string, logs: readonly string[]): void {
  const parts = logs.map((log) => readIfExists(log) ?? "");
  fs.writeFileSync(logFile, parts.join("\n"));
}
