import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { releaseFiles } from "../util/release-files";
import { rememberedByFile } from "../util/remembered-by-file";
import { SEARCH_INDEX_DIR } from "./index-summary";
import { indexedContentOf, languageOf, marksBody } from "./indexed-content";
import type { PageChange, PageFacts } from "./shard-plan";

/**
 * The pages among a site's files. Gatsby writes every page as `<route>/index.html` (trailingSlash "always"). Only
 * those are read: this leaves out the 404 pages, Gatsby's slice fragments (/_gatsby/slices/*.html) and the page-data
 * folders named "404.html".
 */
export function sitePages(files: readonly string[]): string[] {
  return files.filter((file) => file.endsWith("/index.html") && !file.startsWith(`/${SEARCH_INDEX_DIR}/`));
}

/** A page's language (as Pagefind reads it, lower case) and whether it marks what search indexes. */
export function pageFactsOf(html: string): PageFacts {
  return { language: languageOf(html), marked: marksBody(html) };
}

/** Reads each page at most once per index step. */
export class PageFactsReader {
  private readonly known = new Map<string, PageFacts>();

  constructor(readonly siteDir: string) {}

  facts(page: string): PageFacts {
    let facts = this.known.get(page);
    if (!facts) {
      facts = pageFactsOf(fs.readFileSync(path.join(this.siteDir, page), "utf8"));
      this.known.set(page, facts);
    }
    return facts;
  }
}

/**
 * Whether Pagefind would read the same of both files. The same file is the common case: staging links a page
 * unchanged since the live release to its file. Otherwise, on a site that marks what is indexed, only what Pagefind
 * reads counts (indexed-content.ts), so a header, footer or "Read next" change indexes nothing again; on one that
 * does not, Pagefind reads the whole page, so every byte does.
 */
function sameForIndex(a: string, b: string, marked: boolean): boolean {
  const [statA, statB] = [fs.statSync(a), fs.statSync(b)];
  if (statA.ino === statB.ino && statA.dev === statB.dev) return true;
  // Identical bytes read the same; on a marked site, different bytes may too (what Pagefind reads is the same).
  const digestOf = marked ? indexedDigestOf : bytesDigestOf;
  return digestOf(a) === digestOf(b);
}

const sha1 = (data: Buffer | string) => createHash("sha1").update(data).digest("base64");

/**
 * Digests of a page's bytes and of what Pagefind reads of it, remembered by the file's identity: the live release's
 * pages were the staged pages of the publish before, so a site-wide edit reads and parses each new page once, and the
 * live one not at all. Digests, not text, are kept.
 */
const bytesDigestOf = rememberedByFile((file) => sha1(fs.readFileSync(file)));
const indexedDigestOf = rememberedByFile((file) => sha1(indexedContentOf(fs.readFileSync(file))));

/** The pages of a new release that are new, changed (for the index) or gone since the live one, with what each was and is. */
export function changedPages(pages: readonly string[], staged: PageFactsReader, liveDir: string, live: PageFactsReader, marked: boolean): PageChange[] {
  const changes: PageChange[] = [];
  const stagedSet = new Set(pages);
  for (const page of pages) {
    const livePath = path.join(liveDir, page);
    if (!fs.existsSync(livePath)) changes.push({ path: page, after: staged.facts(page) });
    else if (!sameForIndex(livePath, path.join(staged.siteDir, page), marked))
      changes.push({ path: page, before: live.facts(page), after: staged.facts(page) });
  }
  for (const page of sitePages(releaseFiles(liveDir))) if (!stagedSet.has(page)) changes.push({ path: page, before: live.facts(page) });
  return changes;
}
