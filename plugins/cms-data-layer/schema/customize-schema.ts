import { createRequire } from "node:module";
import type { CreateSchemaCustomizationArgs, Node } from "gatsby";
import type { $Fetch } from "ofetch";
import { describeCmsError } from "../cms/cms-client";
import { CONTENT_VERSION_TYPE_DEFS } from "../content-record/content-version";
import { CATALOGUE_TYPE_DEFS } from "../i18n/source-catalogues";
import { navigationItemType } from "../navigation/navigation-resolvers";
import { NAVIGATION_TYPE } from "../navigation/source-navigations";
import { followRedirects } from "../redirects/follow-redirects";
import { redirectMap } from "../redirects/site-redirects";
import { REDIRECTS_NODE_KEY, type CmsRedirect } from "../redirects/source-redirects";
import { RICH_TEXT_TYPE } from "../rich-text/rich-text-nodes";
import { BREADCRUMB_TYPE } from "./page-breadcrumbs";
import { RICH_TEXT_FIELD_TYPE, strapiTypeDefs, type StrapiSchema } from "./strapi-type-defs";

/** Content types the site sources (see ../cms/strapi-populate.ts). */
const SOURCED_UIDS = [
  "api::page.page",
  "api::blog-post.blog-post",
  "api::category.category",
  "api::tag.tag",
  "api::author.author",
  "api::configuration.configuration",
];

const pluginHelpers = createRequire(__filename)("gatsby-source-strapi/dist/helpers") as {
  makeParentNodeName(schemas: StrapiSchema[], uid: string): string;
};

const OWN_TYPES = `
  type ${NAVIGATION_TYPE} implements Node @dontInfer {
    slug: String!
    locale: String!
    items: [NavigationItem!]!
    version: String!
  }
  type ${RICH_TEXT_TYPE} implements Node @dontInfer {
    html: String!
  }
  type ${BREADCRUMB_TYPE} {
    title: String!
    path: String!
  }
`;

interface NodeModel {
  getNodeById(args: { id: string }): Node | null;
}

export async function customizeSchema({ actions, schema, createNodeId }: CreateSchemaCustomizationArgs, client: $Fetch, strapiUrl: string): Promise<void> {
  let schemas: StrapiSchema[];
  try {
    const [types, components] = await Promise.all([
      client<{ data: StrapiSchema[] }>("/api/content-type-builder/content-types"),
      client<{ data: StrapiSchema[] }>("/api/content-type-builder/components"),
    ]);
    schemas = [...types.data, ...components.data];
  } catch (error) {
    throw new Error(describeCmsError("The CMS content model could not be read", error, strapiUrl));
  }

  actions.createTypes(OWN_TYPES);
  actions.createTypes(CONTENT_VERSION_TYPE_DEFS);
  actions.createTypes(CATALOGUE_TYPE_DEFS);
  actions.createTypes(navigationItemType(schema));
  const redirectsNodeId = createNodeId(REDIRECTS_NODE_KEY);
  // A richtext field: gatsby-source-strapi links its markdown node as `data`; we answer its sanitized HTML, with
  // links to redirected paths written as their current ones. Reading the redirects node here makes every query that
  // shows rich text depend on it, so a changed redirect list re-renders those pages, even in a warm build.
  actions.createTypes(
    schema.buildObjectType({
      name: RICH_TEXT_FIELD_TYPE,
      fields: {
        html: {
          type: "String",
          resolve(source: { data___NODE?: string }, _args: unknown, context: { nodeModel: NodeModel }) {
            const markdown = source.data___NODE ? context.nodeModel.getNodeById({ id: source.data___NODE }) : null;
            const child = markdown?.children.map((id) => context.nodeModel.getNodeById({ id })).find((node) => node?.internal.type === RICH_TEXT_TYPE);
            const html = (child as { html?: string } | undefined)?.html;
            if (!html) return null;
            const redirects = (context.nodeModel.getNodeById({ id: redirectsNodeId }) as { redirects?: CmsRedirect[] } | null)?.redirects ?? [];
            return followRedirects(html, redirectMap(redirects));
          },
        },
      },
    }),
  );
  actions.createTypes(strapiTypeDefs({ schemas, sourcedUids: SOURCED_UIDS, nodeName: (uid) => pluginHelpers.makeParentNodeName(schemas, uid) }));
}
