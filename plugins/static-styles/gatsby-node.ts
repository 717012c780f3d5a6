import type { GatsbyNode } from "gatsby";

/**
 * The site's `styled` components (Linaria) are evaluated here, in the build, and leave plain class names behind;
 * their CSS goes through Gatsby's own CSS pipeline (autoprefixer included) and is inlined in each page's head, so
 * the browser ships no style runtime (docs/architecture.md, "Styles").
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage, getConfig }) => {
  actions.setWebpackConfig({
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
  if (stage === "build-javascript") ignoreCssOrderAcrossChunks(getConfig(), actions.replaceWebpackConfig);
};

interface WebpackConfig {
  plugins?: Array<{ constructor: { name: string }; options?: Record<string, unknown> }>;
}

/**
 * Every style file owns its class names and no element takes classes from two style files, so the order of
 * files in the one stylesheet cannot change what wins; mini-css-extract-plugin's "Conflicting order" warnings
 * (modules imported in a different order by different templates) are noise here.
 */
function ignoreCssOrderAcrossChunks(config: WebpackConfig, replace: (config: WebpackConfig) => void): void {
  const extract = config.plugins?.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (!extract?.options) return;
  extract.options.ignoreOrder = true;
  replace(config);
}
