import fs from "node:fs";
import path from "node:path";
import { readSiteRedirects } from "../deploy/site-redirects";
import { hasTitle } from "../headers/page-facts";
import { isPage, walkFiles } from "../util/walk-files";

export interface ValidationInput {
  dir: string;
  buildId: string;
  /** HTML page count of the live release, or null when nothing is live yet. */
  livePageCount: number | null;
  /** The directory's files, when the caller listed them (staging does); walked otherwise. */
  files?: readonly string[];
}

export type ValidationResult = { ok: true; pageCount: number; fileCount: number } | { ok: false; pageCount: number; problems: string[] };

/** Pages every build has: home, the cookie policy (docs/content-model.md) and the 404 page (Gatsby's trailingSlash "always" layout). */
const REQUIRED_PAGES = ["/index.html", "/cookie-policy/index.html", "/404.html"];
const BLOG_POST = /^\/blog\/[^/]+\/index\.html$/;

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function idOf(value: unknown): unknown {
  return typeof value === "object" && value !== null ? (value as { id?: unknown }).id : undefined;
}

/**
 * Checks a finished build before it may go live. Each rule guards a failure that a build can
 * "succeed" with: a CMS that answered with nothing (no posts, page count collapsed), a page
 * template that lost its Head (empty title), or output left over from an older build
 * (latest.json carrying another id).
 */
export function validateOutput(input: ValidationInput): ValidationResult {
  const problems: string[] = [];
  if (!fs.existsSync(input.dir)) return { ok: false, pageCount: 0, problems: [`output directory ${input.dir} is missing`] };
  const files = input.files ?? walkFiles(input.dir);
  const fileSet = new Set(files);
  const pages = files.filter(isPage);

  for (const required of REQUIRED_PAGES) if (!fileSet.has(required)) problems.push(`missing ${required}`);
  if (!pages.some((page) => BLOG_POST.test(page))) problems.push("no blog post page (/blog/<slug>/index.html)");

  const untitled = pages.filter((page) => !hasTitle(path.join(input.dir, page)));
  if (untitled.length > 0) {
    const shown = untitled.slice(0, 5).join(", ");
    problems.push(`${untitled.length} page(s) without a <title>: ${shown}${untitled.length > 5 ? ", …" : ""}`);
  }

  if (input.livePageCount !== null && pages.length * 2 < input.livePageCount) {
    problems.push(`page count dropped from ${input.livePageCount} to ${pages.length} (more than half)`);
  }

  const latest = readJson(path.join(input.dir, "builds", "latest.json"));
  if (latest === undefined) problems.push("builds/latest.json is missing or not JSON");
  else if (idOf(latest) !== input.buildId) {
    problems.push(`builds/latest.json has id ${JSON.stringify(idOf(latest))}, expected ${input.buildId}`);
  }
  if (!fileSet.has(`/builds/meta/${input.buildId}.json`)) problems.push(`missing builds/meta/${input.buildId}.json`);

  // The server answers from it and the deploy writes it to the bucket: a release must not carry one it cannot read.
  try {
    readSiteRedirects(input.dir);
  } catch (error) {
    problems.push((error as Error).message);
  }

  return problems.length === 0 ? { ok: true, pageCount: pages.length, fileCount: files.length } : { ok: false, pageCount: pages.length, problems };
}
