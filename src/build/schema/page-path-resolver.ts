import type { CreateResolversArgs } from "gatsby";
import { pagePath } from "../../lib/page-path";
import { pageRefFromNode, type PageNodeLike } from "../routes/page-node-ref";

/** `path` on every page node (and on page references in buttons): the same rule the routes use. */
export function pagePathResolvers({ createResolvers }: Pick<CreateResolversArgs, "createResolvers">): void {
  createResolvers({
    STRAPI_PAGE: {
      path: {
        type: "String!",
        resolve: (source: PageNodeLike) => pagePath(pageRefFromNode(source)),
      },
    },
  });
}
