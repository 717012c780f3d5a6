import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { blogPostResolvers } from "./blog/blog-post-resolvers";
import { createCmsClient } from "./cms/cms-client";
import { checkCmsReachable } from "./cms/preflight";
import { forgetSourcePluginDelta, limitSourcePluginRequests } from "./cms/source-plugin-guards";
import { contentVersionResolvers } from "./content-record/content-version";
import { readBuildEnv } from "./env";
import { sourceCatalogues } from "./i18n/source-catalogues";
import { sourceNavigations } from "./navigation/source-navigations";
import { createSiteRedirects, writeSiteRedirects } from "./redirects/site-redirect-hooks";
import { sourceRedirects } from "./redirects/source-redirects";
import { addRichTextHtml } from "./rich-text/rich-text-nodes";
import { customizeSchema } from "./schema/customize-schema";
import { pageResolvers } from "./schema/page-resolvers";
import { localeNotFoundPages } from "./routes/plan-routes";

/**
 * The data layer: what gatsby-source-strapi brings, made complete and safe before any page queries it.
 * The CMS is checked before sourcing, every type gets its full schema (empty optional fields still
 * exist), navigations and redirects are sourced from the CMS and the UI catalogues from the site, markdown becomes
 * sanitized HTML whose links follow the redirects, and every entry answers its `contentVersion` for the publisher's
 * audit (docs/publishing.md).
 */
const env = readBuildEnv();
const cms = createCmsClient(env);

export const onPreInit: GatsbyNode["onPreInit"] = () => {
  limitSourcePluginRequests(env.cmsTimeoutMs);
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, getCache }) => {
  await forgetSourcePluginDelta(getCache);
  try {
    await checkCmsReachable(cms, env.strapiUrl, Boolean(env.strapiToken));
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

/**
 * The browser code imports the CMS's contract by package name (`@agency/cms/contract/…`), the build's Node files by path
 * (see eslint.config.mjs). Resolving the name to this site folder's own `cms/src/contract` keeps both on one version of it
 * in a copy of the site too (the draft preview's, the publish stacks', the third-locale test's), whose node_modules are
 * the repository's. Gatsby's loader reads each locale's 404 page from __LOCALE_NOT_FOUND_PAGES__ (patches/gatsby+5.16.1.patch).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, store, plugins }) => {
  const siteDir = (store.getState() as { program: { directory: string } }).program.directory;
  actions.setWebpackConfig({
    resolve: { alias: { "@agency/cms/contract": join(siteDir, "cms", "src", "contract") } },
    plugins: [plugins.define({ __LOCALE_NOT_FOUND_PAGES__: JSON.stringify(localeNotFoundPages()) })],
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = async (args) => {
  try {
    await customizeSchema(args, cms, env.strapiUrl);
  } catch (error) {
    args.reporter.panic((error as Error).message);
  }
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  sourceCatalogues(args);
  try {
    await sourceNavigations(args, cms, env.strapiUrl);
    await sourceRedirects(args, cms, env.strapiUrl);
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message);
  }
};

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, actions, createNodeId, createContentDigest, reporter }) => {
  try {
    await addRichTextHtml({ node, actions, createNodeId, createContentDigest }, { env, client: cms, publicDir: "public" });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  pageResolvers(args);
  blogPostResolvers(args);
  contentVersionResolvers(args);
};

/** After every route exists (the CMS's from createPages, the site's own from src/pages): the redirects between them. */
export const createPagesStatefully: GatsbyNode["createPagesStatefully"] = (args) => {
  createSiteRedirects(args);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeSiteRedirects(args, "public");
};
