import fs from "node:fs";
import path from "node:path";
import { walkFiles } from "../util/walk-files";

/** The site path of the search index in a release: what the site's search loads (`/pagefind/pagefind.js`). */
export const SEARCH_INDEX_DIR = "pagefind";
/** `/pagefind/shards.json`: each language's shards, which the browser merges (shard-plan.ts). */
export const SHARDS_FILE = "shards.json";

export interface LanguageIndex {
  /** Pages indexed for this `<html lang>`, as Pagefind counted them. */
  pages: number;
  /** Its shards (each a Pagefind index). */
  shards: number;
  /** The language's own files (its shards' meta, index chunks, fragments, filters, wasm, scripts) and their bytes. */
  files: number;
  bytes: number;
}

export interface IndexSummary {
  /** Per language ("en", "fr"). */
  languages: Record<string, LanguageIndex>;
  /** Every file of the index, the shared script and the shard list included. */
  files: number;
  bytes: number;
}

interface Manifest {
  languages: Record<string, { shards: string[] }>;
}

interface EntryFile {
  languages?: Record<string, { page_count?: number }>;
}

/** What an index written by the index step holds, read from its shard list, each shard's entry file and its files. */
export function summarizeIndex(indexDir: string, files: readonly string[] = walkFiles(indexDir)): IndexSummary {
  const manifest = JSON.parse(fs.readFileSync(path.join(indexDir, SHARDS_FILE), "utf8")) as Manifest;
  const sizes = files.map((file) => [file, fs.statSync(path.join(indexDir, file)).size] as const);
  const languages: Record<string, LanguageIndex> = {};
  for (const [language, { shards }] of Object.entries(manifest.languages)) {
    const dirs = shards.map((shard) => `/${path.posix.basename(shard)}/`);
    const own = sizes.filter(([file]) => dirs.some((dir) => file.startsWith(dir)));
    const pages = dirs.reduce((sum, dir) => {
      const entry = JSON.parse(fs.readFileSync(path.join(indexDir, dir, "pagefind-entry.json"), "utf8")) as EntryFile;
      return sum + Object.values(entry.languages ?? {}).reduce((count, facts) => count + (facts.page_count ?? 0), 0);
    }, 0);
    languages[language] = { pages, shards: shards.length, files: own.length, bytes: own.reduce((sum, [, size]) => sum + size, 0) };
  }
  return { languages, files: sizes.length, bytes: sizes.reduce((sum, [, size]) => sum + size, 0) };
}

/** "57 pages (en 32, fr 25)" */
export function describePages(summary: IndexSummary): string {
  const entries = Object.entries(summary.languages);
  const total = entries.reduce((sum, [, language]) => sum + language.pages, 0);
  return `${total} page${total === 1 ? "" : "s"} (${entries.map(([code, language]) => `${code} ${language.pages}`).join(", ") || "no language"})`;
}
