import fs from "node:fs";
import { formOriginsOf } from "./form-origins";
import { inlineScriptHashes, inlineScripts } from "./inline-script-hashes";
import { loadsTagManager } from "./third-party-hosts";

/** What the publisher reads out of one page's HTML: the validation's title, the CSP's inputs. */
export interface PageFacts {
  /** Text of the first <title>, tags and common entities reduced, trimmed ("" when it has none). */
  title: string;
  scriptHashes: string[];
  loadsTagManager: boolean;
  /** Origins other than the site's own that the page's forms post to. */
  formOrigins: string[];
}

const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;

export function pageTitle(html: string): string {
  const raw = TITLE.exec(html)?.[1] ?? "";
  return raw
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
}

export function factsOf(html: string): PageFacts {
  return {
    title: pageTitle(html),
    scriptHashes: inlineScriptHashes(html),
    loadsTagManager: loadsTagManager(inlineScripts(html)),
    formOrigins: formOriginsOf(html),
  };
}

/**
 * Facts already read, by file identity (device, inode, size, modification time in ns). A staged file that the
 * build did not change is a hard link to the live release's file (stage-output.ts), so it has the same identity,
 * and a release's files are never written in place (docs/publishing.md): at a thousand posts a post edit then
 * reads the few pages it changed, not 1,250 pages three times over (validation, `_headers`, the server's
 * snapshot). Bounded: past the cap it starts again empty, which costs one full read.
 */
const remembered = new Map<string, PageFacts>();
const REMEMBERED_MAX = 50_000;

export function pageFacts(file: string): PageFacts {
  const stat = fs.statSync(file, { bigint: true });
  const identity = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}`;
  const known = remembered.get(identity);
  if (known) return known;
  const facts = factsOf(fs.readFileSync(file, "utf8"));
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(identity, facts);
  return facts;
}
