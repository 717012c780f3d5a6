import type { CreateResolversArgs } from "gatsby";
import { pagePath } from "../../lib/page-path";
import { pageRefFromNode, type PageNodeLike } from "../routes/page-node-ref";

interface NodeModel {
  getNodeById(args: { id: string }): unknown;
}

/** `path` on every page node (and on page references in buttons): the same rule the routes use. */
export function pagePathResolvers({ createResolvers }: Pick<CreateResolversArgs, "createResolvers">): void {
  createResolvers({
    STRAPI_PAGE: {
      path: {
        type: "String!",
        resolve(source: PageNodeLike, _args: unknown, context: { nodeModel: NodeModel }) {
          return pagePath(pageRefFromNode(source, (id) => context.nodeModel.getNodeById({ id }) as PageNodeLike | undefined));
        },
      },
    },
  });
}
