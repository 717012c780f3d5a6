import fs from "node:fs";
import path from "node:path";
import { runCommand } from "../process/run-command";
import { walkFiles } from "../util/walk-files";
import { SEARCH_INDEX_DIR, summarizeIndex, type IndexSummary } from "./index-summary";
import { pagefindBinary } from "./pagefind-binary";

export interface SearchIndexOptions {
  /** Pagefind's full output goes here; a failure keeps its tail. */
  logFile: string;
  timeoutMs: number;
  /** The live release: files of the new index identical to its own become hard links to them (same ETag, no copy). */
  liveDir?: string | null;
  /** The Pagefind executable; by default the one the `pagefind` dependency installed (pagefind-binary.ts). */
  binary?: string;
}

export interface SearchIndexResult extends IndexSummary {
  durationMs: number;
  /** Files of the new index shared with the live release. */
  linked: number;
}

/** The index step failed: the message says why in a sentence, the tail is what Pagefind printed last. */
export class SearchIndexError extends Error {
  constructor(
    message: string,
    readonly logTail: string[],
  ) {
    super(message);
  }
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * Gatsby writes every page as `<route>/index.html` (trailingSlash "always"). Only those are read: this leaves out
 * the 404 pages, Gatsby's slice fragments (/_gatsby/slices/*.html) and the page-data folders named "404.html",
 * which Pagefind's default glob (every .html) would try to read as files.
 */
const PAGES_GLOB = "**/index.html";

/**
 * Builds the site search index of one site directory with Pagefind, into `<siteDir>/pagefind/`: one index per
 * `<html lang>`, of the pages whose main region carries `data-pagefind-body` (every page's body when none does).
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
  const result = await runCommand({
    command: [binary, "--site", siteDir, "--glob", PAGES_GLOB, "--output-path", outputDir].map(quote).join(" "),
    cwd: siteDir,
    // Pagefind reads PAGEFIND_* variables as settings: only what a process needs to run is passed on.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    timeoutMs: options.timeoutMs,
    logFile: options.logFile,
  });
  if (result.timedOut) throw new SearchIndexError(`search index: Pagefind did not finish within ${options.timeoutMs} ms and was stopped`, result.logTail);
  if (result.exitCode !== 0) {
    const said = fs
      .readFileSync(options.logFile, "utf8")
      .split("\n")
      .find((line) => /^\s*Error\b/.test(line))
      ?.trim();
    const how = result.exitCode === null ? `was killed (${result.signal})` : `exited with code ${result.exitCode}`;
    const cause = result.exitCode === 127 ? `the Pagefind executable ${binary} could not be run` : said ? `Pagefind said "${said}"` : "Pagefind gave no reason";
    throw new SearchIndexError(`search index: ${cause} (it ${how}; full output in ${options.logFile})`, result.logTail);
  }
  let summary: IndexSummary;
  try {
    summary = summarizeIndex(outputDir);
  } catch (error) {
    throw new SearchIndexError(`search index: Pagefind finished but its entry file could not be read (${(error as Error).message})`, result.logTail);
  }
  const linked = options.liveDir ? await shareUnchanged(outputDir, path.join(options.liveDir, SEARCH_INDEX_DIR)) : 0;
  return { ...summary, linked, durationMs: Date.now() - started };
}

/**
 * Pagefind writes every file anew. A file with the same bytes as the live release's becomes a hard link to it, so
 * it keeps its modification time and with it its ETag (a 304 for browsers), like the unchanged files of the build
 * (stage-output.ts). Releases are never written in place, so sharing is safe.
 */
async function shareUnchanged(outputDir: string, liveIndexDir: string): Promise<number> {
  if (!fs.existsSync(liveIndexDir)) return 0;
  let linked = 0;
  for (const file of walkFiles(outputDir)) {
    const built = path.join(outputDir, file);
    const live = path.join(liveIndexDir, file);
    try {
      const [a, b] = await Promise.all([fs.promises.readFile(built), fs.promises.readFile(live)]);
      if (!a.equals(b)) continue;
      const temporary = `${built}.linking`;
      await fs.promises.link(live, temporary);
      await fs.promises.rename(temporary, built);
      linked += 1;
    } catch {
      // Not in the live release, or another file system: the new copy stays.
    }
  }
  return linked;
}
