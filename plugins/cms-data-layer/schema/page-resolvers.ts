import type { CreateResolversArgs, Node } from "gatsby";
import { markdownToPlainText, truncateWords } from "../rich-text/plain-text";
import { localizedPagePath, type LocalizedPageNode } from "../routes/page-node-ref";
import { BREADCRUMB_TYPE, pageBreadcrumbs } from "./page-breadcrumbs";

interface NodeModel {
  getNodeById(args: { id: string; type?: string }): Node | null;
}

interface PageSource extends LocalizedPageNode {
  content___NODE?: string[];
}

/**
 * Fields computed on page nodes at build time:
 * - `path`: the same rule the routes use, in the page's own locale (also for page references in buttons, whose copy is
 *   the target's translation in the button's locale);
 * - `summary`: the first words of the page's content, the meta description's fallback when the editor set none;
 * - `breadcrumbs`: the trail from home down to the page (docs/navigation.md);
 * - `pagesById(ids)`: pages by id in the order given, looked up one by one so a page depends on those alone (a case
 *   study's previous and next, chosen when the pages are planned: docs/blog.md).
 */
export function pageResolvers({ createResolvers }: Pick<CreateResolversArgs, "createResolvers">): void {
  createResolvers({
    STRAPI_PAGE: {
      path: {
        type: "String!",
        resolve: (source: PageSource) => localizedPagePath(source),
      },
      breadcrumbs: {
        type: `[${BREADCRUMB_TYPE}!]!`,
        resolve: (source: PageSource) => pageBreadcrumbs(source),
      },
      summary: {
        type: "String",
        resolve: (source: PageSource, _args: unknown, context: { nodeModel: NodeModel }) => pageSummary(source, context.nodeModel),
      },
    },
    Query: {
      pagesById: {
        type: "[STRAPI_PAGE!]!",
        args: { ids: "[String!]" },
        resolve: (_source: unknown, { ids }: { ids?: string[] | null }, context: { nodeModel: NodeModel }) =>
          (ids ?? []).map((id) => context.nodeModel.getNodeById({ id, type: "STRAPI_PAGE" })).filter((node): node is Node => node !== null),
      },
    },
  });
}

function pageSummary(page: PageSource, nodeModel: NodeModel): string | null {
  for (const id of page.content___NODE ?? []) {
    const block = nodeModel.getNodeById({ id }) as (Node & { subheading?: string; body?: { data___NODE?: string } }) | null;
    const markdown = block?.subheading ?? (block?.body?.data___NODE ? nodeModel.getNodeById({ id: block.body.data___NODE })?.internal.content : undefined);
    const text = markdown ? markdownToPlainText(markdown) : "";
    if (text) return truncateWords(text);
  }
  return null;
}
