import fs from "node:fs";
import path from "node:path";
import { runCommand } from "../process/run-command";
import { walkFiles } from "../util/walk-files";
import { SearchIndexError } from "./search-index-error";

export interface ShardRun {
  shard: string;
  /** Its pages, URL-style ("/blog/brand-voice/index.html"). */
  pages: string[];
}

export interface ShardContext {
  siteDir: string;
  /** `<siteDir>/pagefind`: the shard is written to `<outputDir>/<shard>/`. */
  outputDir: string;
  /** Scratch space on the same file system as the site (its pages are hard-linked there). */
  workDir: string;
  binary: string;
  timeoutMs: number;
  /** The live release's /pagefind/, when there is one. */
  liveIndex: string | null;
  /** Where the step's whole output ends up, for the error's message. */
  logFile: string;
}

export interface ShardResult {
  /** This shard's own output (the step joins them into its log file). */
  logFile: string;
  linked: number;
  error: SearchIndexError | null;
}

/** Pagefind's ready-made interfaces: the site has its own (src/features/search/), so they would only be deployed. */
const UNUSED = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
];

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * One Pagefind run over one shard's pages. Pagefind takes a folder, not a list, so the pages are hard-linked into a
 * folder of their own under the same paths: the URLs it records are the site's.
 */
export async function indexShard(run: ShardRun, context: ShardContext): Promise<ShardResult> {
  const siteCopy = path.join(context.workDir, run.shard);
  for (const page of run.pages) {
    fs.mkdirSync(path.dirname(path.join(siteCopy, page)), { recursive: true });
    fs.linkSync(path.join(context.siteDir, page), path.join(siteCopy, page));
  }
  const target = path.join(context.outputDir, run.shard);
  const logFile = path.join(context.workDir, `${run.shard}.log`);
  fs.writeFileSync(logFile, "");
  const result = await runCommand({
    command: [context.binary, "--site", siteCopy, "--glob", "**/index.html", "--output-path", target].map(quote).join(" "),
    cwd: context.workDir,
    // Pagefind reads PAGEFIND_* variables as settings: only what a process needs to run is passed on.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    timeoutMs: context.timeoutMs,
    logFile,
  });
  const fail = (cause: string) => ({ logFile, linked: 0, error: new SearchIndexError(`search index: ${cause}`, result.logTail) });
  if (result.timedOut) return fail(`Pagefind did not finish within ${context.timeoutMs} ms and was stopped (shard ${run.shard}, ${run.pages.length} pages)`);
  if (result.exitCode !== 0) {
    const said = fs
      .readFileSync(logFile, "utf8")
      .split("\n")
      .find((line) => /^\s*Error\b/.test(line))
      ?.trim();
    const how = result.exitCode === null ? `was killed (${result.signal})` : `exited with code ${result.exitCode}`;
    const cause =
      result.exitCode === 127 ? `the Pagefind executable ${context.binary} could not be run` : said ? `Pagefind said "${said}"` : "Pagefind gave no reason";
    return fail(`${cause} (it ${how}; full output in ${context.logFile})`);
  }
  for (const file of UNUSED) fs.rmSync(path.join(target, file), { force: true });
  const linked = context.liveIndex ? await shareUnchanged(target, path.join(context.liveIndex, run.shard)) : 0;
  return { logFile, linked, error: null };
}

/**
 * Pagefind writes every file anew. A file (all of `outputDir`, or the `files` given) with the same bytes as the live release's becomes a hard link to it, so
 * it keeps its modification time and with it its ETag (a 304 for browsers), like the unchanged files of the build
 * (stage-output.ts). Releases are never written in place, so sharing is safe.
 */
export async function shareUnchanged(outputDir: string, liveIndexDir: string, files: readonly string[] = walkFiles(outputDir)): Promise<number> {
  if (!fs.existsSync(liveIndexDir)) return 0;
  let linked = 0;
  for (const file of files) {
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
