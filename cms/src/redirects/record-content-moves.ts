import type { Core } from "@strapi/strapi";
import { livePaths, type LiveEntry } from "./live-paths";
import { recordMoves, type Move } from "./redirect-store";

/** What has a path of its own: pages, posts, and the listings of categories, tags and authors (/blog/category/<slug>/). */
const MOVABLE = new Set(["api::page.page", "api::blog-post.blog-post", "api::category.category", "api::tag.tag", "api::author.author"]);

interface MoveParams {
  status?: string;
}

/** A publish, or a save that publishes at once (the REST API, the seed). */
const publishes = (action: string, params: MoveParams): boolean =>
  action === "publish" || ((action === "create" || action === "update") && params.status === "published");

/** Documents that are live before and after, at another path: the page itself and every page below it. */
const movesBetween = (before: Map<string, LiveEntry>, after: Map<string, LiveEntry>): Move[] =>
  [...before].flatMap(([key, old]) => {
    const now = after.get(key);
    return now && now.path !== old.path ? [{ from: old.path, to: now.path }] : [];
  });

/**
 * When a publish changes where published content lives (a slug, a parent, a parent's slug, a category's, tag's or
 * author's slug), the CMS records a
 * permanent redirect from every old path to the new one (docs/redirects.md). The live paths are read
 * before and after the publish, in its transaction, so a refused publish records nothing, and a page's children and
 * grandchildren are followed whatever changed above them.
 */
export const registerContentMoves = (strapi: Core.Strapi): void => {
  strapi.documents.use(async (ctx, next) => {
    if (!MOVABLE.has(ctx.uid) || !publishes(ctx.action, (ctx.params ?? {}) as MoveParams)) return next();
    return strapi.db.transaction(async () => {
      const before = await livePaths(strapi);
      const result = await next();
      const after = await livePaths(strapi);
      await recordMoves(strapi, movesBetween(before, after), new Set([...after.values()].map((entry) => entry.path)));
      return result;
    });
  });
};
