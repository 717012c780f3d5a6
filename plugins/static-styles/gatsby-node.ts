import { join } from "node:path";
import type { GatsbyNode } from "gatsby";

/**
 * Linaria's `styled` drops the props an HTML element does not know, asking @emotion/is-prop-valid (a 4 KB list of
 * every attribute) on every render. Styles here never read a prop (lint refuses a styled element with props of its
 * own), so a styled element is only given its element's own props and the list would answer yes to each. Every
 * bundle, the server's included, and the unit tests (jest.config.cjs) get a stub that says so: 2.0 KiB gzipped less
 * on every page's first load (bench/RESULTS.md, 2026-11-27 17:17).
 * By path from the site root: Gatsby runs this file compiled into .cache, so __dirname is not this folder.
 */
const EVERY_PROP_IS_VALID = join(process.cwd(), "plugins", "static-styles", "every-prop-is-valid.cjs");

/**
 * The site's `styled` components (Linaria) are evaluated here, in the build, and leave plain class names behind;
 * their CSS goes through Gatsby's own CSS pipeline (autoprefixer included) and is inlined in each page's head, so
 * the browser generates no CSS (docs/architecture.md, "Styles").
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage, getConfig }) => {
  actions.setWebpackConfig({
    resolve: { alias: { "@emotion/is-prop-valid$": EVERY_PROP_IS_VALID } },
    module: {
      rules: [
        {
          // Webpack runs matching loaders last rule first, so this rule, added after Gatsby's Babel rule, sees the
          // TypeScript source before Babel does.
          test: /\.tsx?$/,
          include: /[\\/]src[\\/]/,
          use: [
            {
              loader: "@wyw-in-js/webpack-loader",
              options: {
                sourceMap: stage === "develop",
                prefixer: false,
                babelOptions: { presets: ["@babel/preset-typescript", ["@babel/preset-react", { runtime: "automatic" }]] },
              },
            },
          ],
        },
      ],
    },
  });
  if (stage === "build-javascript") tuneCssExtraction(getConfig(), actions.replaceWebpackConfig);
};

interface WebpackConfig {
  plugins?: Array<{ constructor: { name: string }; options?: Record<string, unknown> }>;
}

/**
 * Two settings of Gatsby's mini-css-extract-plugin:
 * - Every style file owns its class names and no element takes classes from two style files, so the order of
 *   files in the one stylesheet cannot change what wins; the "Conflicting order" warnings (modules imported in a
 *   different order by different templates) are noise here.
 * - Each style file is evaluated with webpack's `importModule`, not in a child compiler of its own. Webpack hashes
 *   child compilations into the compilation hash, and a warm build that takes the styles from its cache runs none:
 *   the first publish after every cold build then got a new hash with the same files, which Gatsby writes into
 *   every page and `app-data.json` — every page changed, and open tabs reloaded on their next click
 *   (docs/runtime.md, "Update check and full reload").
 */
function tuneCssExtraction(config: WebpackConfig, replace: (config: WebpackConfig) => void): void {
  const extract = config.plugins?.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (!extract?.options) return;
  extract.options.ignoreOrder = true;
  extract.options.experimentalUseImportModule = true;
  replace(config);
}
