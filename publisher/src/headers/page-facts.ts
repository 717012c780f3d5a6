import fs from "node:fs";
import { rememberedByFile } from "../util/remembered-by-file";
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

/**
 * What the publisher reads of a page, from one read of its file: the validation's title check and the inputs of its
 * policy (the whole document is scanned for scripts and forms). A site-wide edit gives every page new bytes, and
 * reading each page once rather than once per check saves a read of the whole site per publish. A boolean is kept
 * for the title, not the title: a string cut out of the page can hold on to the whole page's text (V8 keeps a
 * slice's parent), which at 5,000 posts kept ~1 GB of HTML per site-wide publish until the process ran out of memory.
 * The policy's hashes and origins are new strings.
 */
const factsOf = rememberedByFile((file) => {
  const html = fs.readFileSync(file, "utf8");
  return { titled: pageTitle(html) !== "", policy: policyFacts(html) };
});

export const hasTitle = (file: string): boolean => factsOf(file).titled;
export const policyFactsOf = (file: string): PolicyFacts => factsOf(file).policy;
