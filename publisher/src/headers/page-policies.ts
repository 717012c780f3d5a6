import path from "node:path";
import { isHtml } from "../util/walk-files";
import { contentSecurityPolicy } from "./content-security-policy";
import { formActionOrigins } from "./form-origins";
import { policyFactsOf } from "./page-facts";

/**
 * Content-Security-Policy for every HTML file of a site, keyed by file path ("/about/index.html").
 * `tagManager` says whether the site was built with a tag-manager container; when it is not known
 * (undefined), each page's own inline scripts decide.
 */
export function pagePolicies(root: string, files: readonly string[], tagManager: boolean | undefined): Map<string, string> {
  const pages = files.filter(isHtml).map((file) => [file, policyFactsOf(path.join(root, file))] as const);
  const formOrigins = formActionOrigins(pages.map(([, facts]) => facts.formOrigins));
  const policies = new Map<string, string>();
  for (const [file, facts] of pages) {
    policies.set(file, contentSecurityPolicy({ scriptHashes: facts.scriptHashes, tagManager: tagManager ?? facts.loadsTagManager, formOrigins }));
  }
  return policies;
}
