import type { CreateSchemaCustomizationArgs } from "gatsby";
import { pagePath } from "../../lib/page-path";
import { pageRefFromNode, type PageNodeLike } from "../routes/page-node-ref";
import type { NavigationItemSource } from "./parse-navigation";

interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>;
}

/** The `NavigationItem` GraphQL type: an internal item's path is its page's route. */
export function navigationItemType(schema: CreateSchemaCustomizationArgs["schema"]) {
  return schema.buildObjectType({
    name: "NavigationItem",
    fields: {
      title: "String!",
      external: { type: "Boolean!", resolve: (source: NavigationItemSource) => source.kind === "external" },
      items: "[NavigationItem!]!",
      path: {
        type: "String",
        description: "Null for a wrapper item that only groups its children.",
        async resolve(source: NavigationItemSource, _args: unknown, context: { nodeModel: NodeModel }) {
          if (source.kind === "wrapper") return null;
          if (source.kind === "external" || !source.pageDocumentId) return source.url ?? null;
          const page = (await context.nodeModel.findOne({
            type: "STRAPI_PAGE",
            query: { filter: { documentId: { eq: source.pageDocumentId }, publishedAt: { ne: null } } },
          })) as PageNodeLike | null;
          if (!page) throw new Error(`Navigation item "${source.title}" points at a page that is missing or not published`);
          return pagePath(pageRefFromNode(page));
        },
      },
    },
  });
}
