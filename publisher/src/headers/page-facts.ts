import fs from "node:fs";
import { formOriginsOf } from "./form-origins";
import { inlineScriptHashes, inlineScripts } from "./inline-script-hashes";
import { loadsTagManager } from "./third-party-hosts";

/** What a page's Content-Security-Policy is made of. */
export interface PolicyFacts {
  scriptHashes: string[];
  loadsTagManager: boolean;
  /** Origins other than the site's own that the page's forms post to. */
  formOrigins: string[];
}

const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;

/** Text of the first <title>, with tags and the common entities reduced, trimmed ("" when it has none). */
export function pageTitle(html: string): string {
  const raw = TITLE.exec(html)?.[1] ?? "";
  return raw
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
}

function policyFacts(html: string): PolicyFacts {
  return { scriptHashes: inlineScriptHashes(html), loadsTagManager: loadsTagManager(inlineScripts(html)), formOrigins: formOriginsOf(html) };
}

/** Past this many files a memo starts again empty, which costs one full read: the publisher runs for months. */
const REMEMBERED_MAX = 50_000;

/**
 * `read` of a file's HTML, remembered by the file's identity (device, inode, size, modification time in ns). A
 * staged file that the build did not change is a hard link to the live release's file (stage-output.ts), so it has
 * the same identity, and a release's files are never written in place (docs/publishing.md): at a thousand posts a
 * post edit reads the few pages it changed, not 1,250 pages for validation, again for `_headers` and again for the
 * server's snapshot. A file written anew has another identity and is read again.
 */
function rememberedByFile<T>(read: (html: string) => T): (file: string) => T {
  const remembered = new Map<string, T>();
  return (file) => {
    const stat = fs.statSync(file, { bigint: true });
    const identity = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}`;
    if (remembered.has(identity)) return remembered.get(identity) as T;
    const value = read(fs.readFileSync(file, "utf8"));
    if (remembered.size >= REMEMBERED_MAX) remembered.clear();
    remembered.set(identity, value);
    return value;
  };
}

/**
 * What the publisher reads of a page, from one read of its file: the validation's title check and the inputs of its
 * policy (the whole document is scanned for scripts and forms). A site-wide edit gives every page new bytes, and
 * reading each page once rather than once per check saves a read of the whole site per publish. A boolean is kept
 * for the title, not the title: a string cut out of the page can hold on to the whole page's text (V8 keeps a
 * slice's parent), which at 5,000 posts kept ~1 GB of HTML per site-wide publish until the process ran out of memory.
 * The policy's hashes and origins are new strings.
 */
const factsOf = rememberedByFile((html) => ({ titled: pageTitle(html) !== "", policy: policyFacts(html) }));

export const hasTitle = (file: string): boolean => factsOf(file).titled;
export const policyFactsOf = (file: string): PolicyFacts => factsOf(file).policy;
