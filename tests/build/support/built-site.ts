import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { JSDOM } from "jsdom";
import { getWithRetry } from "../../support/get-with-retry";

/** The built site (public/) the build-output tests read, and the CMS it was built from. */
export const BUILD_DIR = process.env.BUILD_DIR ?? "public";
export const SITE_URL = (process.env.SITE_URL ?? "").replace(/\/+$/, "");
export const SEED_PROFILE = process.env.SEED_PROFILE ?? "full";

export function readBuilt(path: string): string {
  return readFileSync(join(BUILD_DIR, path), "utf8");
}

const NOT_PAGES = new Set(["static", "page-data", "builds", "media", "icons", "~partytown", "_gatsby"]);

/** Every HTML page of the build as [site path, parsed document]. */
export function builtPages(): { path: string; document: Document }[] {
  const pages: { path: string; document: Document }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) {
        // Top-level folders of assets and fragments (Gatsby's /_gatsby/slices/*.html are not pages).
        if (!(dir === BUILD_DIR && NOT_PAGES.has(entry))) walk(full);
      } else if (entry.endsWith(".html")) {
        const rel = `/${relative(BUILD_DIR, full)}`.replace(/index\.html$/, "");
        pages.push({ path: rel, document: new JSDOM(readFileSync(full, "utf8")).window.document });
      }
    }
  };
  walk(BUILD_DIR);
  return pages;
}

/** A read of the CMS the site was built from (sent once more if the CMS dropped the kept-alive connection). */
export async function cms<T>(path: string): Promise<T> {
  const response = await getWithRetry(`${process.env.CMS_URL}${path}`, { headers: { Authorization: `Bearer ${process.env.CMS_TOKEN}` } });
  if (!response.ok) throw new Error(`CMS ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export function parseXml(text: string): Document {
  return new JSDOM(text, { contentType: "application/xml" }).window.document;
}
