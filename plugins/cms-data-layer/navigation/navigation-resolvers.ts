import type { CreateSchemaCustomizationArgs } from "gatsby";
import { renderedEntryFilter } from "../cms/sourced-entry";
import { localizedPagePath, type LocalizedPageNode } from "../routes/page-node-ref";
import type { LocalizedNavigationItem } from "./source-navigations";

interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>;
}

/** The `NavigationItem` GraphQL type: an internal item's path is its page's route in the navigation's locale. */
export function navigationItemType(schema: CreateSchemaCustomizationArgs["schema"]) {
  return schema.buildObjectType({
    name: "NavigationItem",
    fields: {
      title: "String!",
      external: { type: "Boolean!", resolve: (source: LocalizedNavigationItem) => source.kind === "external" },
      items: "[NavigationItem!]!",
      path: {
        type: "String",
        description: "Null for a wrapper item that only groups its children.",
        async resolve(source: LocalizedNavigationItem, _args: unknown, context: { nodeModel: NodeModel }) {
          if (source.kind === "wrapper") return null;
          if (source.kind === "external" || !source.pageDocumentId) return source.url ?? null;
          const page = (await context.nodeModel.findOne({
            type: "STRAPI_PAGE",
            query: { filter: { documentId: { eq: source.pageDocumentId }, locale: { eq: source.locale }, ...renderedEntryFilter() } },
          })) as LocalizedPageNode | null;
          // createPages has already refused a build with such an item; `gatsby develop` shows it without a link.
          if (!page) return null;
          return localizedPagePath(page);
        },
      },
    },
  });
}
