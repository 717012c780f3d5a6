import { relatedPostsByPost } from "../blog/related-posts";
import { blogIndexPath, blogPostPath, COOKIE_POLICY_PATH, pagePath, type PageRef } from "../../../src/lib/page-path";

/** Posts per blog index page; the index paginates beyond this. */
const POSTS_PER_INDEX_PAGE = 6;

/** The blog index's pages for this many posts: `/blog/` always (empty or not), then `/blog/page/2/` … */
export function blogIndexPaths(postCount: number): string[] {
  const pageCount = Math.max(1, Math.ceil(postCount / POSTS_PER_INDEX_PAGE));
  return Array.from({ length: pageCount }, (_, index) => blogIndexPath(index + 1));
}

export interface PageEntry {
  id: string;
  title: string;
  ref: PageRef;
}

export interface PostEntry {
  id: string;
  title: string;
  slug: string;
  publishedOn: string;
}

export type RouteTemplate = "page" | "blog-post" | "blog-index";

export interface PlannedRoute {
  path: string;
  template: RouteTemplate;
  /** Who claims the path, for error messages. */
  owner: string;
  context: Record<string, unknown>;
}

export class RoutePlanError extends Error {
  override name = "RoutePlanError";
  constructor(readonly problems: string[]) {
    super(`The CMS content cannot be built:\n  - ${problems.join("\n  - ")}`);
  }
}

/**
 * Every route the site has, from the CMS entries (docs/content-model.md). Collects every problem — too deep,
 * two entries on one path, missing home or cookie policy — and fails once, naming the entries.
 */
export function planRoutes(pages: readonly PageEntry[], posts: readonly PostEntry[]): PlannedRoute[] {
  const problems: string[] = [];
  const routes: PlannedRoute[] = [];

  for (const page of pages) {
    try {
      routes.push({ path: pagePath(page.ref), template: "page", owner: `page "${page.title}"`, context: { id: page.id } });
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  // The posts to read next are chosen here and handed to the page as ids: the page's query then depends on those
  // posts alone, so one edit re-runs only the pages that show the edited post (docs/content-model.md, blog posts).
  const readNext = relatedPostsByPost(posts.map((post) => ({ id: post.id, title: post.title, published_on: post.publishedOn })));
  for (const post of posts) {
    const related = (readNext.get(post.id) ?? []).map((other) => other.id);
    routes.push({ path: blogPostPath(post.slug), template: "blog-post", owner: `blog post "${post.title}"`, context: { id: post.id, related } });
  }
  const indexPaths = blogIndexPaths(posts.length);
  indexPaths.forEach((path, offset) => {
    const index = offset + 1;
    routes.push({
      path,
      template: "blog-index",
      owner: `blog index page ${index}`,
      context: { limit: POSTS_PER_INDEX_PAGE, skip: offset * POSTS_PER_INDEX_PAGE, currentPage: index, pageCount: indexPaths.length },
    });
  });

  const owners = new Map<string, string[]>();
  for (const route of routes) owners.set(route.path, [...(owners.get(route.path) ?? []), route.owner]);
  for (const [path, claimants] of owners) {
    if (claimants.length > 1) problems.push(`${claimants.join(" and ")} both claim the path ${path}`);
  }
  if (!owners.has("/")) problems.push(`no published page with slug "home" and no parent: the home page (/) is missing`);
  if (!owners.has(COOKIE_POLICY_PATH)) problems.push(`no published page with slug "cookie-policy" and no parent: ${COOKIE_POLICY_PATH} is missing`);

  if (problems.length > 0) throw new RoutePlanError(problems);
  return routes;
}
