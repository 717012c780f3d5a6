import type { CreateSchemaCustomizationArgs } from "gatsby";
import { pagePath } from "../../../src/lib/page-path";
import { renderedEntryFilter } from "../cms/sourced-entry";
import { pageRefFromNode, type PageNodeLike } from "../routes/page-node-ref";
import type { NavigationItemSource } from "../../../shared/navigation-tree";

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
            query: { filter: { documentId: { eq: source.pageDocumentId }, ...renderedEntryFilter() } },
          })) as PageNodeLike | null;
          // createPages has already refused a build with such an item; `gatsby develop` shows it without a link.
          if (!page) return null;
          return pagePath(pageRefFromNode(page));
        },
      },
    },
  });
}
