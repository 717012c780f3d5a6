import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The JavaScript a page's HTML makes the browser load before it is interactive (its <script src>). */
function firstLoadScripts(builtDir: string, pagePath: string): string[] {
  const html = readFileSync(join(builtDir, pagePath, pagePath.endsWith(".html") ? "" : "index.html"), "utf8");
  return [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!).filter((src) => src.startsWith("/"));
}

/** Bytes of those scripts, raw and gzipped (level 9, what a CDN serves). */
export function firstLoadBytes(builtDir: string, pagePath: string): { scripts: number; raw: number; gzip: number } {
  const scripts = firstLoadScripts(builtDir, pagePath);
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const body = readFileSync(join(builtDir, src));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: scripts.length, raw, gzip };
}
