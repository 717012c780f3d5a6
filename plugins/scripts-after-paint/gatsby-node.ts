import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { restoreGatsbyScriptsSlice, rewriteScriptsSlice } from "./scripts-slice-file";

type AsyncHook = { tapPromise(name: string, hook: () => Promise<void>): void };
interface Compiler {
  hooks: { beforeRun: AsyncHook; done: AsyncHook };
}

/**
 * Gatsby writes its scripts slice when the browser bundle is done (its stats extractor, a `done` hook), and stitches
 * it into each page while it renders the HTML, later. This hook, added after Gatsby's own, rewrites the slice in
 * between (docs/runtime.md, "Start-up"); before the compile it puts Gatsby's text back, so that an unchanged slice
 * does not send every page to be stitched again.
 */
class StartScriptsAfterFirstPaint {
  apply(compiler: Compiler): void {
    compiler.hooks.beforeRun.tapPromise("StartScriptsAfterFirstPaint", () => restoreGatsbyScriptsSlice(process.cwd()));
    compiler.hooks.done.tapPromise("StartScriptsAfterFirstPaint", () => rewriteScriptsSlice(process.cwd()));
  }
}

/**
 * Gatsby's internal Partytown plugin requires Partytown's snippet builder in every browser bundle, for a code path
 * that runs only under `gatsby develop` (gatsby/dist/internal-plugins/partytown/gatsby-browser.js returns early in
 * production). The production bundle gets a stub instead: 1.1 KB gzipped less on every page's first load.
 */
// By path from the site root: Gatsby runs this file compiled into .cache, so __dirname is not this folder.
const PARTYTOWN_STUB = join(process.cwd(), "plugins", "scripts-after-paint", "partytown-integration-stub.cjs");

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [new StartScriptsAfterFirstPaint()],
    resolve: { alias: { "@builder.io/partytown/integration": PARTYTOWN_STUB } },
  });
};
