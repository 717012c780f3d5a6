import type { CreatePagesArgs, Node, ParentSpanPluginArgs } from "gatsby";
import { builtPagePaths } from "../manifest/write-build-manifest";
import { findBrokenLinks } from "./broken-links";
import { siteRedirects } from "./site-redirects";
import { REDIRECTS_NODE_KEY, type CmsRedirect } from "./source-redirects";
import { writeRedirectFiles } from "./write-redirect-files";

type Args = Pick<ParentSpanPluginArgs, "store" | "getNode" | "getNodesByType" | "createNodeId" | "reporter">;

const redirectsOf = ({ getNode, createNodeId }: Args): CmsRedirect[] =>
  (getNode(createNodeId(REDIRECTS_NODE_KEY)) as (Node & { redirects?: CmsRedirect[] }) | undefined)?.redirects ?? [];

/** When this build's process loaded the data layer: every page it creates is newer. */
const PROCESS_STARTED_AT = Date.now();

/**
 * The pages this build has once its pages are all created. Gatsby keeps the previous build's pages in its store until
 * createPages and createPagesStatefully have both run, then deletes those nobody created again; so during
 * createPagesStatefully the old path of a moved post is still a page there, and only pages created since this
 * process started are the build's.
 */
const currentPagePaths = (store: Args["store"]): Set<string> => {
  const { pages } = store.getState() as { pages: Map<string, { path: string; updatedAt?: number }> };
  return new Set([...pages.values()].filter((page) => (page.updatedAt ?? 0) >= PROCESS_STARTED_AT).map((page) => page.path));
};

const checked = (args: Args, pagePaths: Set<string>) => siteRedirects(redirectsOf(args), pagePaths);

/**
 * createPagesStatefully: Gatsby's own redirects, permanent, followed in the browser too, so in-app navigation to an
 * old path lands on the new page (docs/redirects.md).
 */
export function createSiteRedirects(args: Args & Pick<CreatePagesArgs, "actions">): void {
  for (const { from, to } of checked(args, currentPagePaths(args.store)).kept) {
    args.actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true, ignoreCase: false });
  }
}

/** onPostBuild: `_redirects`, `_redirects.json` and the report of redirects left out and broken rich-text links. */
export async function writeSiteRedirects(args: Args, publicDir: string): Promise<void> {
  const pagePaths = new Set(builtPagePaths(args.store));
  const { kept, problems } = checked(args, pagePaths);
  const brokenLinks = findBrokenLinks(
    (type) => args.getNodesByType(type),
    (id) => args.getNode(id),
    pagePaths,
    new Set(kept.map((redirect) => redirect.from)),
  );
  await writeRedirectFiles(publicDir, kept, { problems, brokenLinks });
  for (const problem of problems) args.reporter.warn(`Redirects: ${problem}`);
  for (const { entry, link } of brokenLinks) args.reporter.warn(`Broken link: ${entry} links to ${link}, which is neither a page nor a redirect`);
  args.reporter.info(`Redirects: ${kept.length} written to _redirects and _redirects.json; ${brokenLinks.length} broken rich-text links`);
}
