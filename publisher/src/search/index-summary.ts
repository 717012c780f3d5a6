import fs from "node:fs";
import path from "node:path";
import { walkFiles } from "../util/walk-files";

/** The site path of the search index in a release: what the site's search loads (`/pagefind/pagefind.js`). */
export const SEARCH_INDEX_DIR = "pagefind";

export interface LanguageIndex {
  /** Pages indexed for this `<html lang>`. */
  pages: number;
  /** The language's own files (its meta, index chunks, fragments, filters, wasm) and their bytes. */
  files: number;
  bytes: number;
}

export interface IndexSummary {
  /** Per language, as the index entry file names them ("en", "fr"). */
  languages: Record<string, LanguageIndex>;
  /** Every file of the index, the shared script and entry included. */
  files: number;
  bytes: number;
}

interface EntryFile {
  languages?: Record<string, { hash?: string; wasm?: string; page_count?: number }>;
}

/** A language's file: `index/en_….pf_index`, `fragment/en_….pf_fragment`, `filter/en_….pf_filter`, `pagefind.en_….pf_meta`, `wasm.en.pagefind`. */
function belongsTo(file: string, language: string, wasm: string | undefined): boolean {
  const name = path.posix.basename(file);
  return name.startsWith(`${language}_`) || name.startsWith(`pagefind.${language}_`) || (wasm !== undefined && name === `wasm.${wasm}.pagefind`);
}

/** What an index written by Pagefind holds, read from its entry file (`pagefind-entry.json`) and its files. */
export function summarizeIndex(indexDir: string): IndexSummary {
  const entryPath = path.join(indexDir, "pagefind-entry.json");
  const entry = JSON.parse(fs.readFileSync(entryPath, "utf8")) as EntryFile;
  const sizes = walkFiles(indexDir).map((file) => [file, fs.statSync(path.join(indexDir, file)).size] as const);
  const languages: Record<string, LanguageIndex> = {};
  for (const [language, facts] of Object.entries(entry.languages ?? {})) {
    const own = sizes.filter(([file]) => belongsTo(file, language, facts.wasm));
    languages[language] = { pages: facts.page_count ?? 0, files: own.length, bytes: own.reduce((sum, [, size]) => sum + size, 0) };
  }
  return { languages, files: sizes.length, bytes: sizes.reduce((sum, [, size]) => sum + size, 0) };
}

/** "57 pages (en 32, fr 25)" */
export function describePages(summary: IndexSummary): string {
  const entries = Object.entries(summary.languages);
  const total = entries.reduce((sum, [, language]) => sum + language.pages, 0);
  return `${total} page${total === 1 ? "" : "s"} (${entries.map(([code, language]) => `${code} ${language.pages}`).join(", ") || "no language"})`;
}
