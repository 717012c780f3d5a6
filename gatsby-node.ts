import type { GatsbyNode } from "gatsby";
import { readBuildEnv } from "./src/build/env";
import { createCmsClient } from "./src/build/cms/cms-client";
import { checkCmsReachable } from "./src/build/cms/preflight";
import { forgetSourcePluginDelta, limitSourcePluginRequests } from "./src/build/cms/source-plugin-guards";
import { sourceNavigations } from "./src/build/navigation/source-navigations";
import { addRichTextHtml } from "./src/build/rich-text/rich-text-nodes";
import { contentVersionResolvers } from "./src/build/content-record/content-version";
import { recordBuildContent } from "./src/build/content-record/record-build-content";
import { createSitePages } from "./src/build/routes/create-site-pages";
import { customizeSchema } from "./src/build/schema/customize-schema";
import { pageResolvers } from "./src/build/schema/page-resolvers";
import { MEDIA_TYPE } from "./src/build/schema/strapi-type-defs";
import { builtPagePaths, writeBuildManifest } from "./src/build/manifest/write-build-manifest";
import { writeRobots } from "./src/build/seo/write-robots";

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

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = async (args) => {
  try {
    await customizeSchema(args, cms, env.strapiUrl);
  } catch (error) {
    args.reporter.panic((error as Error).message);
  }
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  try {
    await sourceNavigations(args, cms, env.strapiUrl);
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
  contentVersionResolvers(args);
};

export const createPages: GatsbyNode["createPages"] = (args) => {
  try {
    createSitePages(args);
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message);
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, getNodesByType }) => {
  await writeRobots("public", env.siteUrl, env.noIndex);
  const latest = await writeBuildManifest("public", process.env.BUILD_ID!, builtPagePaths(store));
  reporter.info(`Build ${latest.id}: wrote builds/latest.json and builds/meta/${latest.id}.json`);
  const record = await recordBuildContent("public", latest.id, getNodesByType(MEDIA_TYPE));
  reporter.info(`Build ${latest.id}: recorded ${record.entries.length} rendered CMS entries and ${record.media.length} media in .content-record.json`);
};
