import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { cacheRuleFor } from "../headers/cache-rules";
import { contentTypeFor } from "../headers/content-type";
import { isPublicFile } from "../util/public-files";
import { isHtml, walkFiles } from "../util/walk-files";
import { readSiteRedirects, redirectObjectPath } from "./site-redirects";

/**
 * The order that keeps a bucket consistent for visitors while a deploy runs: what pages refer to
 * exists before the pages do. 1 assets (hashed bundles, /static, the search index's chunks, everything pages load),
 * 2 data (page-data, builds/meta, the search index shards' entry files, which name their new meta files), 3 pages (HTML,
 * redirects, and the search index's shards.json, which names shards whose entry files must be there), 4 the switch:
 * builds/latest.json, which open tabs poll to learn that a new build is live.
 */
export type DeployPhase = 1 | 2 | 3 | 4;
const LATEST_PATH = "/builds/latest.json";

export interface PlannedObject {
  /** Site path: "/about/index.html". */
  sitePath: string;
  phase: DeployPhase;
  sha256: string;
  size: number;
  contentType: string;
  cacheControl: string;
  redirectLocation?: string;
  /** The file to upload; null for a redirect (an empty object). */
  file: string | null;
}

function phaseOf(sitePath: string): DeployPhase {
  if (sitePath === LATEST_PATH) return 4;
  const rule = cacheRuleFor(sitePath).name;
  if (isHtml(sitePath) || rule === "search-shards") return 3;
  return rule === "page-data" || rule === "build-manifest" || rule === "search-entry" ? 2 : 1;
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** Every object of a release as the bucket should hold it, with Content-Type and Cache-Control from the one rule set. */
export function planRelease(releaseDir: string): PlannedObject[] {
  const files = walkFiles(releaseDir).filter(isPublicFile);
  const planned: PlannedObject[] = files.map((sitePath) => {
    const file = path.join(releaseDir, sitePath);
    const body = fs.readFileSync(file);
    return {
      sitePath,
      phase: phaseOf(sitePath),
      sha256: sha256(body),
      size: body.length,
      contentType: contentTypeFor(sitePath),
      cacheControl: cacheRuleFor(sitePath).cacheControl,
      file,
    };
  });
  const bySitePath = new Set(files);
  for (const redirect of readSiteRedirects(releaseDir)) {
    const sitePath = redirectObjectPath(redirect.from);
    if (bySitePath.has(sitePath)) {
      throw new Error(`the redirect from "${redirect.from}" would replace the site's own file ${sitePath}: remove the page or the redirect`);
    }
    planned.push({
      sitePath,
      phase: 3,
      // The location is the object's content as far as change detection goes.
      sha256: sha256(`redirect ${redirect.to}`),
      size: 0,
      contentType: contentTypeFor(sitePath),
      cacheControl: cacheRuleFor(sitePath).cacheControl,
      redirectLocation: redirect.to,
      file: null,
    });
  }
  return planned;
}
