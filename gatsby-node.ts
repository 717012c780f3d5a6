import type { GatsbyNode } from "gatsby";
import { recordBuildContent } from "./plugins/cms-data-layer/content-record/record-build-content";
import { readBuildEnv } from "./plugins/cms-data-layer/env";
import { builtPagePaths, writeBuildManifest } from "./plugins/cms-data-layer/manifest/write-build-manifest";
import { createSitePages, restoreOwnPageContext } from "./plugins/cms-data-layer/routes/create-site-pages";
import { MEDIA_TYPE } from "./plugins/cms-data-layer/schema/strapi-type-defs";
import { writeRobots } from "./plugins/cms-data-layer/seo/write-robots";

// Wiring only. The CMS data layer is the local plugin plugins/cms-data-layer (sourcing, schema, rich
// text); here the site turns its nodes into routes and, after the build, writes what the publisher reads.
const env = readBuildEnv();

export const createPages: GatsbyNode["createPages"] = (args) => {
  try {
    createSitePages(args);
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message);
  }
};

/** The site's own pages (404, enquiry-received) keep the language context createPages planned for them. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  restoreOwnPageContext({ page, actions });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, getNodesByType, cache }) => {
  await writeRobots("public", env.siteUrl, env.noIndex);
  const latest = await writeBuildManifest("public", process.env.BUILD_ID!, builtPagePaths(store));
  reporter.info(`Build ${latest.id}: wrote builds/latest.json and builds/meta/${latest.id}.json`);
  const record = await recordBuildContent("public", latest.id, getNodesByType(MEDIA_TYPE), cache);
  reporter.info(`Build ${latest.id}: recorded ${record.entries.length} rendered CMS entries and ${record.media.length} media in .content-record.json`);
};
