import type { CreateResolversArgs, Node } from "gatsby";
import { readingMinutes } from "./reading-time";
import { relatedPosts, type RelatedCandidate } from "./related-posts";

const POST_TYPE = "STRAPI_BLOG_POST";

interface NodeModel {
  getNodeById(args: { id: string }): Node | null;
  findAll(args: { type: string }): Promise<{ entries: Iterable<Node> }>;
}

interface PostSource extends RelatedCandidate {
  body?: { data___NODE?: string } | null;
}

/**
 * Fields computed on blog posts at build time (docs/content-model.md, blog posts):
 * - `readingMinutes`: whole minutes to read the body, for "N min read";
 * - `related`: the posts offered at the end of a post, never the post itself.
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
      related: {
        type: `[${POST_TYPE}!]!`,
        resolve: async (source: PostSource, _args: unknown, context: { nodeModel: NodeModel }) => {
          const { entries } = await context.nodeModel.findAll({ type: POST_TYPE });
          return relatedPosts(source, entries as Iterable<Node & RelatedCandidate>);
        },
      },
    },
  });
}
