import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { startScriptsAfterFirstPaint } from "./starter";

const SCRIPTS_SLICE = join("public", "_gatsby", "slices", "_gatsby-scripts-1.html");

interface Compiler {
  hooks: { done: { tapPromise(name: string, hook: () => Promise<void>): void } };
}

/**
 * Gatsby writes its scripts slice when the browser bundle is done (its stats extractor, a `done` hook), and stitches
 * it into each page while it renders the HTML, later. This hook, added after Gatsby's own, rewrites the slice in
 * between (docs/runtime.md, "Start-up").
 */
class StartScriptsAfterFirstPaint {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise("StartScriptsAfterFirstPaint", async () => {
      const slice = await readFile(SCRIPTS_SLICE, "utf8");
      const rewritten = startScriptsAfterFirstPaint(slice);
      if (rewritten !== slice) await writeFile(SCRIPTS_SLICE, rewritten);
    });
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
