/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
// The function Parcel builds its project walk's options with, as patched by patches/@parcel+core+2.8.3.patch.
import { getWatcherOptions } from "@parcel/core/lib/RequestTracker";
import { getEventsSince, writeSnapshot } from "@parcel/watcher";

// Gatsby compiles its gatsby-* files with Parcel, which compares a snapshot of the whole project folder with the
// disk on every build (docs/publishing.md, "Compiling the gatsby files"). The walk must still see our own files and
// Parcel's output, and must leave out installed packages and build output, which took seconds every build.
let root = "";

const write = (path: string, text: string) => {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
};

const FILES = [
  "gatsby-node.ts",
  "src/lib/site-url.ts",
  "plugins/cms-data-layer/gatsby-node.ts",
  ".cache/compiled/gatsby-node.js",
  "node_modules/some-package/index.js",
  "cms/node_modules/some-package/index.js",
  "cms/src/contract/shared.ts",
  ".cache/data/datastore/data.mdb",
  "public/index.html",
  ".publisher/trusted-workspace/public/index.html",
  ".artifacts/public-full/index.html",
];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "parcel-walk-"));
  write("package-lock.json", "{}");
  mkdirSync(join(root, ".cache", ".parcel-cache"), { recursive: true });
  for (const file of FILES) write(file, "before");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

test("a change to our own files and to Parcel's output is seen; one in packages or build output is not walked", async () => {
  const options = getWatcherOptions({ projectRoot: root, cacheDir: join(root, ".cache", ".parcel-cache") });
  // Parcel keeps its snapshot in its cache folder, which the walk leaves out.
  const snapshot = join(root, ".cache", ".parcel-cache", "snapshot.txt");
  await writeSnapshot(root, snapshot, options);
  for (const file of FILES) write(file, "after, and longer");

  const events = await getEventsSince(root, snapshot, options);

  expect(events.map((event) => `${event.type} ${relative(root, event.path)}`).sort()).toEqual([
    "update .cache/compiled/gatsby-node.js",
    "update cms/src/contract/shared.ts",
    "update gatsby-node.ts",
    "update plugins/cms-data-layer/gatsby-node.ts",
    "update src/lib/site-url.ts",
  ]);
});

test("Gatsby emptying Parcel's output folder is seen, so Parcel writes it again", async () => {
  const options = getWatcherOptions({ projectRoot: root, cacheDir: join(root, ".cache", ".parcel-cache") });
  // Parcel keeps its snapshot in its cache folder, which the walk leaves out.
  const snapshot = join(root, ".cache", ".parcel-cache", "snapshot.txt");
  await writeSnapshot(root, snapshot, options);
  rmSync(join(root, ".cache", "compiled", "gatsby-node.js"));

  const events = await getEventsSince(root, snapshot, options);

  expect(events.map((event) => `${event.type} ${relative(root, event.path)}`)).toEqual(["delete .cache/compiled/gatsby-node.js"]);
});
