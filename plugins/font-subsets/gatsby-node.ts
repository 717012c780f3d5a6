import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { CORE_CODE_POINTS } from "../../src/theme/font-core-characters";

// Gatsby runs this file compiled into .cache, so the loader is found from the site's root (where gatsby runs).
const SUBSET_LOADER = join(process.cwd(), "plugins", "font-subsets", "subset-loader.cjs");

/**
 * `import url from "…/font.woff2?subset=core"`: the file is cut to the core characters before Gatsby's font rule
 * emits it, in every stage, so the server-rendered head and the browser name the same file. Webpack caches the result.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  actions.setWebpackConfig({
    module: {
      rules: [
        {
          test: /\.woff2$/,
          resourceQuery: /subset=core/,
          enforce: "pre",
          use: [{ loader: SUBSET_LOADER, options: { text: String.fromCodePoint(...CORE_CODE_POINTS) } }],
        },
      ],
    },
  });
};
