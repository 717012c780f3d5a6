/**
 * Publish → live for one blog post title edit on the full seed, through the real loop: Strapi's
 * admin API, its webhook, the publisher's queue, `gatsby build`, the content audit and the switch.
 *   npx tsx bench/publish-to-live.ts [runs=3] [--warm-only] [--with-preview]
 * Prints each run and the median (warm builds) for the post's English version, then for its French version, then one
 * clean build: a post edited while a page is published too deep goes live with the fix, from a clean workspace. Uses the repo's public/ and
 * .cache, so never run it beside a test run. `--with-preview` runs the draft preview beside the publisher, as
 * `npm start` does: its `gatsby develop` sources every save and competes for the same cores.
 */
import { setTimeout as sleep } from "node:timers/promises";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../scripts/lib/child";
import { startPublishStack } from "../scripts/lib/publish-stack";
import { startPreviewServer, type PreviewHandle } from "@agency/preview/main";
import { cmsPreviewEnv, loadPreviewConfig } from "@agency/preview/preview-config";
import { StrapiEditor } from "../scripts/lib/strapi-editor";
import type { PublisherStatus } from "@agency/publisher/status/status-types";
import { runsArgument } from "./lib/runs-argument";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "warm-only": { type: "boolean", default: false }, "with-preview": { type: "boolean", default: false } },
});
const runs = runsArgument(positionals, 3);
const warmOnly = values["warm-only"];
const withPreview = values["with-preview"];
const POST = "when-to-refresh-your-brand";
/** The same post's French version (cms/src/seed/data/full/fr/posts.ts). */
const FRENCH_POST = "quand-renouveler-votre-marque";
const seconds = (ms: number | null | undefined) => (ms == null ? "—" : `${(ms / 1000).toFixed(1)} s`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  // Only with --with-preview: the preview's own folder and settings, which the CMS needs to report draft saves.
  const previewDir = withPreview ? fs.mkdtempSync(path.join(os.tmpdir(), "bench-publish-preview-")) : null;
  const previewConfig = previewDir
    ? loadPreviewConfig({
        PREVIEW_PORT: String(await freePort()),
        PREVIEW_SECRET: "bench-preview-secret-0123456789abcdef0123",
        PREVIEW_WORK_DIR: path.join(previewDir, "site"),
      })
    : null;
  const stack = await startPublishStack("bench-publish", previewConfig ? { cmsEnv: cmsPreviewEnv(previewConfig) } : {});
  let preview: PreviewHandle | undefined;
  try {
    if (previewDir && previewConfig) {
      preview = await startPreviewServer({
        strapiUrl: stack.cms.url,
        strapiToken: stack.cms.token,
        config: previewConfig,
        logFile: path.join(previewDir, "preview.log"),
      });
      await preview.ready;
      console.log(`the draft preview runs beside the publisher (${preview.url})`);
    }
    const editor = await StrapiEditor.login(stack.cms);
    const postUrl = `${stack.publisher.siteUrl}blog/${POST}/`;
    const frenchUrl = `${stack.publisher.siteUrl}fr/blog/${FRENCH_POST}/`;

    /** Publishes through `act`, then waits until the post serves `title`; returns the publisher's record. */
    const measure = async (title: string, act: () => Promise<void>, url = postUrl): Promise<{ seenMs: number; status: PublisherStatus }> => {
      const started = Date.now();
      await act();
      for (;;) {
        if ((await (await fetch(url)).text()).includes(`<h1>${title}</h1>`)) break;
        if (Date.now() - started > 10 * 60_000) throw new Error(`"${title}" never went live`);
        await sleep(250);
      }
      const seenMs = Date.now() - started;
      for (let s = await stack.status(); ; s = await stack.status()) {
        if (s.queue?.state === "idle" && !s.activeBuild) return { seenMs, status: s };
        await sleep(250);
      }
    };

    for (const [language, locale, slug, url] of [
      ["English", undefined, POST, postUrl],
      ["French", "fr", FRENCH_POST, frenchUrl],
    ] as const) {
      console.log(`publish → live, one post title edit (${language}), full seed (${runs} warm runs${withPreview ? ", the draft preview running" : ""})`);
      const warm: number[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const title = `Bench run ${run} (${language}) at ${Date.now()}`;
        const { seenMs, status } = await measure(title, () => editor.edit("post", slug, { title }, locale), url);
        const success = status.lastSuccess;
        warm.push(seenMs);
        console.log(
          `run ${run}: seen live after ${seconds(seenMs)} (publisher: publish→live ${seconds(success?.publishToLiveMs)}, build ${seconds(success?.durationMs)}, clean: ${success?.cleanBuild ?? "no"})`,
        );
      }
      console.log(`median seen live after publish (${language}): ${seconds(median(warm))}`);
    }

    if (warmOnly) return;
    // A build the publisher refuses: the CMS no longer lets a linked page be unpublished nor a menu item point at a draft,
    // but it lets a page be published one level deeper than the site's three (as never-loses-an-edit.test.ts does).
    const seo = await editor.find("page", "seo");
    await editor.createDraftPage({
      title: "Case studies",
      slug: "case-studies",
      parent: { connect: [{ documentId: seo.documentId }] },
      content: [{ __component: "blocks.rich-text", body: "Case studies." }],
    });
    await editor.publish("page", "case-studies");
    for (let s = await stack.status(); s.lastFailure === null; s = await stack.status()) await sleep(500);
    const title = `Bench clean run at ${Date.now()}`;
    await editor.edit("post", POST, { title });
    const digital = await editor.find("page", "digital");
    const { seenMs, status } = await measure(title, () => editor.edit("page", "case-studies", { parent: { connect: [{ documentId: digital.documentId }] } }));
    console.log(
      `after a refused build: seen live ${seconds(seenMs)} after the fix was published (build ${seconds(status.lastSuccess?.durationMs)}, clean: ${status.lastSuccess?.cleanBuild ?? "no"})`,
    );
  } finally {
    await preview?.close();
    await stack.stop();
    if (previewDir) fs.rmSync(previewDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
