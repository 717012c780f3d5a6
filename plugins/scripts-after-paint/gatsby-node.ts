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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new StartScriptsAfterFirstPaint()] });
};
