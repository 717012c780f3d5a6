/**
 * Draft save → visible in the draft preview, on the full seed: the real CMS (its "Draft preview refresh"
 * webhook), the preview server's auth proxy and `gatsby develop` of the drafts.
 *   npx tsx bench/draft-preview-latency.ts [runs=5]
 * Each run saves a new draft title of one post through the admin API (what "Save" does) and polls the
 * post's page-data through the proxy, with the editor's cookie, until it holds the title. Prints each run,
 * the median and the cold start. Uses its own CMS database and preview copy; safe beside nothing heavy.
 */
import { setTimeout as sleep } from "node:timers/promises";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { freePort } from "../scripts/lib/child";
import { startCms } from "../scripts/lib/cms-process";
import { startPreviewServer } from "@agency/preview/main";
import { loadPreviewConfig } from "@agency/preview/preview-config";
import { signPreviewToken } from "@agency/cms/contract/preview-token";
import { StrapiEditor } from "../scripts/lib/strapi-editor";
import { runsArgument } from "./lib/runs-argument";

const runs = runsArgument(parseArgs({ allowPositionals: true }).positionals, 5);
const POST = "when-to-refresh-your-brand";
const SECRET = "bench-preview-secret-0123456789abcdef0123";
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-preview-"));
  const [cmsPort, previewPort] = [await freePort(), await freePort()];
  const previewUrl = `http://127.0.0.1:${previewPort}`;
  const cms = await startCms({
    port: cmsPort,
    dbFile: path.join(tmp, "data.db"),
    tokenFile: path.join(tmp, "site-api-token"),
    profile: "full",
    log: path.join(tmp, "cms.log"),
    env: { PREVIEW_URL: previewUrl, PREVIEW_SECRET: SECRET, PREVIEW_REFRESH_URL: `${previewUrl}/__preview/refresh` },
  });
  const config = loadPreviewConfig({
    PREVIEW_PORT: String(previewPort),
    PREVIEW_SECRET: SECRET,
    STRAPI_URL: cms.url,
    PREVIEW_WORK_DIR: path.join(tmp, "site"),
  });
  const coldStart = Date.now();
  const preview = await startPreviewServer({ strapiUrl: cms.url, strapiToken: cms.token, config, logFile: path.join(tmp, "preview.log") });
  let ok = false;
  try {
    await preview.ready;
    console.log(`cold start of the preview (source the full seed, compile): ${((Date.now() - coldStart) / 1000).toFixed(1)} s`);
    const postPath = `/blog/${POST}/`;
    const enter = await fetch(`${previewUrl}/__preview/enter?${new URLSearchParams({ token: signPreviewToken(SECRET, postPath), path: postPath })}`, {
      redirect: "manual",
    });
    const cookie = (enter.headers.get("set-cookie") ?? "").split(";")[0]!;
    const pageData = `${previewUrl}/page-data${postPath}page-data.json`;
    const editor = await StrapiEditor.login(cms);
    const times: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const title = `Draft title ${run} at ${Date.now()}`;
      const started = Date.now();
      await editor.saveDraft("post", POST, { title });
      while (!(await (await fetch(pageData, { headers: { Cookie: cookie } })).text()).includes(title)) {
        if (Date.now() - started > 120_000) throw new Error(`run ${run}: the draft title never reached the preview`);
        await sleep(100);
      }
      times.push(Date.now() - started);
      console.log(`run ${run}: ${(times.at(-1)! / 1000).toFixed(2)} s`);
      await sleep(2_000);
    }
    console.log(`draft save → visible in the preview, median of ${runs}: ${(median(times) / 1000).toFixed(2)} s (${os.cpus().length} CPUs)`);
    ok = true;
  } finally {
    await preview.close();
    await cms.stop();
    // Kept after a failure: the CMS and gatsby develop logs say why.
    if (ok) fs.rmSync(tmp, { recursive: true, force: true });
    else console.error(`logs kept in ${tmp}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
