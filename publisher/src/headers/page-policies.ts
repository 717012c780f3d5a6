import fs from "node:fs";
import path from "node:path";
import { isHtml } from "../util/walk-files";
import { contentSecurityPolicy } from "./content-security-policy";
import { formActionOrigins } from "./form-origins";
import { inlineScriptHashes, inlineScripts } from "./inline-script-hashes";
import { loadsTagManager } from "./third-party-hosts";

/**
 * Content-Security-Policy for every HTML file of a site, keyed by file path ("/about/index.html").
 * `tagManager` says whether the site was built with a tag-manager container; when it is not known
 * (undefined), each page's own inline scripts decide.
 */
export function pagePolicies(root: string, files: readonly string[], tagManager: boolean | undefined): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of files) if (isHtml(file)) pages.set(file, fs.readFileSync(path.join(root, file), "utf8"));
  const formOrigins = formActionOrigins(pages.values());
  const policies = new Map<string, string>();
  for (const [file, html] of pages) {
    const scriptHashes = inlineScriptHashes(html);
    policies.set(file, contentSecurityPolicy({ scriptHashes, tagManager: tagManager ?? loadsTagManager(inlineScripts(html)), formOrigins }));
  }
  return policies;
}
