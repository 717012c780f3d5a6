import type { GatsbyConfig } from "gatsby";
import { ensureBuildId, exposeToBrowser, readBuildEnv } from "./plugins/cms-data-layer/env";
import { strapiSourceOptions } from "./plugins/cms-data-layer/cms/strapi-source-options";
import { seoPlugins } from "./plugins/cms-data-layer/seo/seo-plugins";

process.env.GATSBY_TELEMETRY_DISABLED = "1";
ensureBuildId();
const env = readBuildEnv();
exposeToBrowser(env);

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: env.siteUrl, title: env.siteName, description: "" },
  trailingSlash: "always",
  graphqlTypegen: env.typegen ? { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" } : false,
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    // Registers File nodes' `publicURL` (CMS media are File nodes made by gatsby-source-strapi).
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: `${__dirname}/src/images` } },
    { resolve: "gatsby-source-strapi", options: strapiSourceOptions(env) },
    // The local plugin that completes the CMS data (schema, navigations, rich text): plugins/cms-data-layer.
    "cms-data-layer",
    "static-styles",
    // The app's scripts start once the page has painted: plugins/scripts-after-paint (docs/runtime.md).
    "scripts-after-paint",
    // The fonts of the first view are cut to the characters nearly every page uses: plugins/font-subsets.
    "font-subsets",
    ...seoPlugins(env),
  ],
};

export default config;
