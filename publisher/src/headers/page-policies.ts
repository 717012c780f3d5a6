import fs from "node:fs";
import path from "node:path";
import { isHtml } from "../util/walk-files";
import { contentSecurityPolicy } from "./content-security-policy";
import { inlineScriptHashes } from "./inline-script-hashes";

/** Content-Security-Policy for every HTML file of a site, keyed by file path ("/about/index.html"). */
export function pagePolicies(root: string, files: readonly string[], tagManager: boolean): Map<string, string> {
  const policies = new Map<string, string>();
  for (const file of files) {
    if (!isHtml(file)) continue;
    const html = fs.readFileSync(path.join(root, file), "utf8");
    policies.set(file, contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), tagManager }));
  }
  return policies;
}
