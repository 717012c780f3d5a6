import fs from "node:fs";
import path from "node:path";

/**
 * Redirects the site defines, written by the build as `_redirects.json` at the root of its output:
 * `[{ "from": "/old/", "to": "/new/" }, …]`. A control file like Netlify's `_redirects`: never served
 * or uploaded as itself (util/public-files.ts). On a bucket each becomes an empty object at the key
 * the website endpoint looks up for `from` (`old/index.html` for "/old/"), carrying
 * `x-amz-website-redirect-location`, so the endpoint answers 301 with that Location.
 */
const REDIRECTS_FILE = "_redirects.json";

export interface SiteRedirect {
  from: string;
  to: string;
}

const TARGET = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;

function checkEntry(entry: unknown, index: number): SiteRedirect {
  const where = `${REDIRECTS_FILE}, redirect ${index + 1}`;
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) throw new Error(`${where}: must be an object { "from": "/old/", "to": "/new/" }`);
  const { from, to } = entry as Record<string, unknown>;
  if (typeof from !== "string" || !from.startsWith("/") || /[?#\s\\]/.test(from) || from.split("/").some((s) => s === "." || s === "..")) {
    throw new Error(`${where}: "from" must be a site path starting with "/" without "?", "#", spaces or dot segments, got ${JSON.stringify(from)}`);
  }
  // S3 stores the location as given and only accepts one starting with "/", "http://" or "https://".
  if (typeof to !== "string" || !TARGET.test(to)) {
    throw new Error(`${where}: "to" must be a site path starting with "/" or an http(s):// URL, got ${JSON.stringify(to)}`);
  }
  if (to === from) throw new Error(`${where}: "${from}" redirects to itself`);
  return { from, to };
}

/** The site path of the object that answers for `from` on a website endpoint. */
export function redirectObjectPath(from: string): string {
  return from.endsWith("/") ? `${from}index.html` : from;
}

/** The release's redirects, checked; [] when the build wrote none. */
export function readSiteRedirects(releaseDir: string): SiteRedirect[] {
  let text: string;
  try {
    text = fs.readFileSync(path.join(releaseDir, REDIRECTS_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${REDIRECTS_FILE} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new Error(`${REDIRECTS_FILE} must be a JSON array of { "from", "to" } objects`);
  const redirects = parsed.map(checkEntry);
  const seen = new Map<string, string>();
  for (const { from } of redirects) {
    const objectPath = redirectObjectPath(from);
    if (seen.has(objectPath)) throw new Error(`${REDIRECTS_FILE}: "${from}" is redirected twice`);
    seen.set(objectPath, from);
  }
  return redirects;
}
