/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// What Gatsby's stats extractor calls to write the scripts slice; `true` sends every page's HTML to be stitched again.
import { ensureFileContent } from "gatsby/dist/utils/ensure-file-content";
import { restoreGatsbyScriptsSlice, rewriteScriptsSlice } from "../../../plugins/scripts-after-paint/scripts-slice-file";

// What Gatsby 5.16.1 writes to public/_gatsby/slices/_gatsby-scripts-1.html (chunk map, hash, app scripts).
const GATSBY_SLICE =
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script>window.___webpackCompilationHash="0f1e2d";</script>' +
  '<script src="/webpack-runtime-1a2b.js" async></script><script src="/framework-7g8h.js" async></script><script src="/app-3c4d.js" async></script>';
const NEXT_GATSBY_SLICE = GATSBY_SLICE.replace("app-3c4d", "app-9e8f");

let root = "";
const slicePath = () => join(root, "public", "_gatsby", "slices", "_gatsby-scripts-1.html");
const slice = () => readFileSync(slicePath(), "utf8");
/** One `gatsby build`'s part in the slice's life: our restore, Gatsby's write (did it change?), our rewrite. */
async function build(gatsbyWrites: string): Promise<boolean> {
  await restoreGatsbyScriptsSlice(root);
  const changed = await ensureFileContent(slicePath(), gatsbyWrites);
  await rewriteScriptsSlice(root);
  return changed;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "scripts-slice-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the scripts slice between builds (plugins/scripts-after-paint)", () => {
  test("a build whose scripts did not change leaves Gatsby nothing to stitch again, and the slice holds the starter", async () => {
    expect(await build(GATSBY_SLICE)).toBe(true);
    expect(await build(GATSBY_SLICE)).toBe(false);
    expect(await build(GATSBY_SLICE)).toBe(false);
    expect(slice()).toContain('<script id="gatsby-scripts-after-first-paint">');
    expect(slice()).toContain('"/app-3c4d.js"');
    expect(slice()).not.toContain("async></script>");
  });

  test("a build with new scripts is stitched again, and the slice starts the new app file", async () => {
    await build(GATSBY_SLICE);
    expect(await build(NEXT_GATSBY_SLICE)).toBe(true);
    expect(slice()).toContain('"/app-9e8f.js"');
    expect(slice()).not.toContain("app-3c4d");
  });

  test("the first build after Gatsby's cache was cleaned puts nothing back (no kept text) and is stitched", async () => {
    await build(GATSBY_SLICE);
    rmSync(join(root, ".cache"), { recursive: true });
    expect(await build(GATSBY_SLICE)).toBe(true);
    expect(slice()).toContain('<script id="gatsby-scripts-after-first-paint">');
  });

  test("a slice that is not our rewrite of the kept text is left for Gatsby to compare as it is", async () => {
    await build(GATSBY_SLICE);
    mkdirSync(join(root, "public", "_gatsby", "slices"), { recursive: true });
    writeFileSync(slicePath(), "<script>changed by hand</script>");
    await restoreGatsbyScriptsSlice(root);
    expect(slice()).toBe("<script>changed by hand</script>");
  });
});
