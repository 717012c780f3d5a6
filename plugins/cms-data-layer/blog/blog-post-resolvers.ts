import type { CreateResolversArgs, Node } from "gatsby";
import { DEFAULT_LOCALE, isLocaleCode } from "../../../cms/src/contract/locales";
import { dateInWords } from "./date-in-words";
import { readingMinutes } from "./reading-time";

const POST_TYPE = "STRAPI_BLOG_POST";

interface NodeModel {
  getNodeById(args: { id: string; type?: string }): Node | null;
}

interface PostSource {
  body?: { data___NODE?: string } | null;
  locale?: string | null;
  published_on?: string | null;
}

/**
 * Fields computed on blog posts at build time (docs/content-model.md, blog posts):
 * - `readingMinutes`: whole minutes to read the body, for "N min read";
 * - `publishedOnText`: the publication date as the post's language writes it, so no browser formats a date
 *   (./date-in-words.ts);
 * - `blogPostsById(ids)`: posts in the order given: a post's read-next, previous and next, a listing page's posts (their
 *   ids are chosen when the pages are planned: plugins/cms-data-layer/routes/plan-routes.ts, docs/blog.md).
 */
export function blogPostResolvers({ createResolvers }: Pick<CreateResolversArgs, "createResolvers">): void {
  createResolvers({
    [POST_TYPE]: {
      readingMinutes: {
        type: "Int!",
        resolve: (source: PostSource, _args: unknown, context: { nodeModel: NodeModel }) => {
          const markdown = source.body?.data___NODE ? context.nodeModel.getNodeById({ id: source.body.data___NODE })?.internal.content : undefined;
          return readingMinutes(markdown ?? "");
        },
      },
      publishedOnText: {
        type: "String",
        resolve: (source: PostSource) =>
          source.published_on ? dateInWords(isLocaleCode(source.locale) ? source.locale : DEFAULT_LOCALE, source.published_on) : null,
      },
    },
    Query: {
      blogPostsById: {
        type: `[${POST_TYPE}!]!`,
        args: { ids: "[String!]" },
        // Looked up one by one, so a page depends on these posts only, not on every post.
        resolve: (_source: unknown, { ids }: { ids?: string[] | null }, context: { nodeModel: NodeModel }) =>
          (ids ?? []).map((id) => context.nodeModel.getNodeById({ id, type: POST_TYPE })).filter((node): node is Node => node !== null),
      },
    },
  });
}
