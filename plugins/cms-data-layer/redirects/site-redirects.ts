import type { CmsRedirect } from "./source-redirects";

/** The site path a redirect's target leads to, without ?query or #anchor; null for an address elsewhere. */
function targetPath(to: string): string | null {
  return to.startsWith("/") ? (to.split(/[?#]/)[0] ?? to) : null;
}

export interface SiteRedirects {
  /** What the site serves: never away from a page it has, never to a site path it lacks. */
  kept: CmsRedirect[];
  /** Each left-out redirect in words, for the build's report. */
  problems: string[];
}

/**
 * The CMS's redirects checked against the pages this build has (docs/redirects.md). The CMS refuses
 * both cases when an editor acts; a page can still be published at a redirected path afterwards, or a post a
 * redirect leads to be unpublished, and then the page wins and a redirect to nothing is left out (it would only
 * lead to the 404 page).
 */
export function siteRedirects(redirects: readonly CmsRedirect[], pagePaths: ReadonlySet<string>): SiteRedirects {
  const kept: CmsRedirect[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const redirect of redirects) {
    const target = targetPath(redirect.to);
    const name = `redirect ${redirect.from} → ${redirect.to}`;
    if (pagePaths.has(redirect.from)) problems.push(`${name} is left out: a page of the site is at ${redirect.from}`);
    else if (target !== null && !pagePaths.has(target)) problems.push(`${name} is left out: the site has no page at ${target}`);
    else if (seen.has(redirect.from)) problems.push(`${name} is left out: ${redirect.from} is redirected twice`);
    else {
      seen.add(redirect.from);
      kept.push(redirect);
    }
  }
  return { kept, problems };
}

/** The map links are followed through: old path → where it leads now. */
export function redirectMap(redirects: readonly CmsRedirect[]): ReadonlyMap<string, string> {
  return new Map(redirects.map((redirect) => [redirect.from, redirect.to]));
}
