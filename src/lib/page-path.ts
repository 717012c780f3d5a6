/**
 * The one rule for where a CMS page lives: its slug plus up to two parent slugs (docs/content-model.md).
 * Used at build time (routes, navigation, buttons) so every link agrees with the route it points to.
 */
export interface PageRef {
  slug: string;
  parent?: PageRef | null;
}

/** The page with this slug and no parent is the home page, served at `/`. */
const HOME_SLUG = "home";
/** `/a`, `/a/b`, `/a/b/c` — deeper nesting is refused. */
const MAX_PAGE_DEPTH = 3;

export class PagePathError extends Error {
  override name = "PagePathError";
}

/** Slugs from the top-most ancestor down to the page itself. */
export function pageSegments(page: PageRef): string[] {
  const segments: string[] = [];
  const seen = new Set<PageRef>();
  for (let cursor: PageRef | null | undefined = page; cursor; cursor = cursor.parent) {
    if (seen.has(cursor)) throw new PagePathError(`Page "${page.slug}" has a parent cycle`);
    seen.add(cursor);
    segments.unshift(cursor.slug);
    if (segments.length > MAX_PAGE_DEPTH) {
      throw new PagePathError(
        `Page "${page.slug}" is nested deeper than ${MAX_PAGE_DEPTH} levels (${["…", ...segments].join("/")}); ` + `move it under a shallower parent`,
      );
    }
  }
  return segments;
}

/** The route of a page, with Gatsby's default trailing slash: `/`, `/about/`, `/services/digital/seo/`. */
export function pagePath(page: PageRef): string {
  const segments = pageSegments(page);
  if (segments.length === 1 && segments[0] === HOME_SLUG) return "/";
  return `/${segments.join("/")}/`;
}

/**
 * The blog's base, as in cms/src/contract/blog-paths.ts (which has every listing's path: the index, its pages, a
 * category, tag or author): the site's rules may not import the CMS contract (eslint.config.mjs), so a post's path is
 * written here on the same base.
 */
const BLOG_BASE_PATH = "/blog/";

export function blogPostPath(slug: string): string {
  return `${BLOG_BASE_PATH}${slug}/`;
}

export const COOKIE_POLICY_PATH = "/cookie-policy/";

/** The search page, made in every locale: the header's search control links here (docs/search.md). */
export const SEARCH_PATH = "/search/";

/** The free 1 hour consultation lives at this anchor on the home page (header and footer link to it). */
export const CONSULTATION_PATH = "/#free-consultation";

/**
 * Adds the trailing slash every route has (`/a` → `/a/`, Gatsby's trailingSlash "always"), keeping any ?query
 * or #hash, so paths written either way compare and link the same.
 */
export function withTrailingSlash(path: string): string {
  const [pathname = "", rest = ""] = splitPath(path);
  const normalized = pathname === "" || pathname.endsWith("/") ? pathname || "/" : `${pathname}/`;
  return normalized + rest;
}

function splitPath(path: string): [string, string] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
}
