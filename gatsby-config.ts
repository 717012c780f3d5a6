import type { GatsbyConfig } from "gatsby";
import { ensureBuildId, exposeToBrowser, readBuildEnv } from "./src/build/env";
import { strapiSourceOptions } from "./src/build/cms/strapi-source-options";
import { seoPlugins } from "./src/build/seo/seo-plugins";

process.env.GATSBY_TELEMETRY_DISABLED = "1";
ensureBuildId();
const env = readBuildEnv();
exposeToBrowser(env);

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: env.siteUrl, title: env.siteName, description: "" },
  trailingSlash: "always",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    "gatsby-plugin-styled-components",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    // Registers File nodes' `publicURL` (CMS media are File nodes made by gatsby-source-strapi).
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: `${__dirname}/src/images` } },
    { resolve: "gatsby-source-strapi", options: strapiSourceOptions(env) },
    ...seoPlugins(env),
  ],
};

export default config;
