/**
 * The search index in the bucket deploy: two releases that differ in one English post upload only the index files
 * that changed (their names carry their content hash) and the entry file, which keeps its name.
 */
import path from "node:path";
import { deployRelease } from "../../src/deploy/deploy-release";
import { s3Store } from "../../src/deploy/s3-store";
import { writeSearchIndex } from "../../src/search/search-index";
import { silentLogger } from "../../src/util/logger";
import { writeSearchSite } from "../fixtures/search-site";
import { startS3Bucket, type S3Bucket } from "../helpers/s3-bucket";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const ID = { a: "20261128-090000-000-aaaa", b: "20261128-090100-000-bbbb" };

let tmp: string;
let s3: S3Bucket;
beforeEach(async () => {
  tmp = makeTempDir("search-deploy");
  s3 = await startS3Bucket();
});
afterEach(async () => {
  await s3.stop();
  removeDir(tmp);
});

async function release(buildId: string, brandVoiceText?: string): Promise<string> {
  const dir = path.join(tmp, "releases", buildId);
  writeSearchSite(dir, { brandVoiceText });
  await writeSearchIndex(dir, { logFile: path.join(tmp, `${buildId}.log`), timeoutMs: 60_000 });
  return dir;
}

const deploy = (dir: string, buildId: string) =>
  deployRelease({ store: s3Store(s3.deployConfig()), config: s3.deployConfig(), releaseDir: dir, buildId, reason: "release", log: silentLogger });

test("a release that changes one post uploads that page, its fragment, its shard's index chunk and meta, and the shard's entry file", async () => {
  const first = await deploy(await release(ID.a), ID.a);
  expect(first.uploaded).toBeGreaterThan(20);
  s3.clearWrites();

  const second = await deploy(await release(ID.b, "A brand voice is a promise kept in every headline, caption and reply."), ID.b);
  const uploaded = s3.writes
    .filter((key) => !key.startsWith("_deploy/"))
    .map((key) => `/${key}`.replace(/_[0-9a-f]+\.pf_/, "_<hash>.pf_"))
    .sort();
  expect(uploaded).toEqual([
    "/blog/brand-voice/index.html",
    "/pagefind/en-0/fragment/en_<hash>.pf_fragment",
    "/pagefind/en-0/index/en_<hash>.pf_index",
    "/pagefind/en-0/pagefind-entry.json",
    "/pagefind/en-0/pagefind.en_<hash>.pf_meta",
  ]);
  expect(second.uploaded).toBe(5);
  // The entry file names the new meta file: it goes up after the hashed files it refers to, before the pages.
  const order = s3.writes.filter((key) => !key.startsWith("_deploy/"));
  expect(order.indexOf("pagefind/en-0/pagefind-entry.json")).toBeGreaterThan(order.findIndex((key) => key.endsWith(".pf_meta")));
  expect(order.indexOf("pagefind/en-0/pagefind-entry.json")).toBeLessThan(order.indexOf("blog/brand-voice/index.html"));
  // Revalidated files that changed are the ones a CDN in front must refetch; hashed ones are new names.
  expect(second.changedPaths).toEqual(["/blog/brand-voice/", "/blog/brand-voice/index.html", "/pagefind/en-0/pagefind-entry.json"]);
});
