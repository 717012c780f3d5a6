import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { startScriptsAfterFirstPaint } from "./starter";

/** Where Gatsby's stats extractor writes the scripts slice that is stitched into every page. */
const SCRIPTS_SLICE = join("public", "_gatsby", "slices", "_gatsby-scripts-1.html");
/** Gatsby's own text of that slice as it last wrote it, beside Gatsby's other build state. */
const GATSBY_TEXT = join(".cache", "scripts-after-paint", "gatsby-scripts-1.html");

const readIfThere = (path: string) => readFile(path, "utf8").catch(() => null);

/**
 * Before the browser bundle is compiled: put Gatsby's own text back into the slice, when the slice holds exactly our
 * rewrite of it. Gatsby compares the slice it is about to write with the file and, when they differ, stitches the
 * slice into every page's HTML again (seconds at a thousand posts); without this it would always differ.
 */
export async function restoreGatsbyScriptsSlice(root: string): Promise<void> {
  const [gatsbyText, slice] = await Promise.all([readIfThere(join(root, GATSBY_TEXT)), readIfThere(join(root, SCRIPTS_SLICE))]);
  if (gatsbyText !== null && slice !== null && slice === startScriptsAfterFirstPaint(gatsbyText)) await writeFile(join(root, SCRIPTS_SLICE), gatsbyText);
}

/** After Gatsby has written the slice: keep Gatsby's text for the next build, and put the starter in its place. */
export async function rewriteScriptsSlice(root: string): Promise<void> {
  const slice = await readFile(join(root, SCRIPTS_SLICE), "utf8");
  const rewritten = startScriptsAfterFirstPaint(slice);
  if (rewritten === slice) return;
  await mkdir(dirname(join(root, GATSBY_TEXT)), { recursive: true });
  await writeFile(join(root, GATSBY_TEXT), slice);
  await writeFile(join(root, SCRIPTS_SLICE), rewritten);
}
