import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a built page needs before it is interactive, read from the build output alone (no browser): the
 * scripts its HTML names (runtime, framework, app: in <script src> or the starter that adds them after the first paint) and its template's chunk, which Gatsby's runtime
 * fetches at start (the page's page-data.json names the template, webpack.stats.json its files).
 */
function firstLoadScripts(builtDir: string, pagePath: string): string[] {
  const html = readFileSync(join(builtDir, pagePath, pagePath.endsWith(".html") ? "" : "index.html"), "utf8");
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!);
  // The inline starter that adds runtime, framework and app once the page has painted names them in a JSON list.
  const starter = /<script id="gatsby-scripts-after-first-paint">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const started = [...starter.matchAll(/"([^"]+\.js)"/g)].map((match) => match[1]!);
  const named = [...tags, ...started].filter((src) => src.startsWith("/"));
  return [...new Set([...named, ...templateChunk(builtDir, pagePath)])];
}

function templateChunk(builtDir: string, pagePath: string): string[] {
  const dataPath = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
  const pageData = JSON.parse(readFileSync(join(builtDir, "page-data", dataPath, "page-data.json"), "utf8")) as { componentChunkName: string };
  return chunkScripts(builtDir, pageData.componentChunkName);
}

/** The JavaScript files of a webpack chunk by name (a template's, or one named with webpackChunkName). */
function chunkScripts(builtDir: string, chunkName: string): string[] {
  const stats = JSON.parse(readFileSync(join(builtDir, "webpack.stats.json"), "utf8")) as { assetsByChunkName: Record<string, string[]> };
  return (stats.assetsByChunkName[chunkName] ?? []).filter((file) => file.endsWith(".js")).map((file) => `/${file}`);
}

/** Bytes of those scripts, raw and gzipped (level 9, what a CDN serves). */
export function firstLoadBytes(builtDir: string, pagePath: string): { scripts: number; raw: number; gzip: number } {
  return scriptBytes(builtDir, firstLoadScripts(builtDir, pagePath));
}

/** Bytes of a chunk loaded after start, by name: its own files only (what it shares with others is counted there). */
export function namedChunkBytes(builtDir: string, chunkName: string): { scripts: number; raw: number; gzip: number } {
  return scriptBytes(builtDir, chunkScripts(builtDir, chunkName));
}

function scriptBytes(builtDir: string, scripts: string[]): { scripts: number; raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const body = readFileSync(join(builtDir, src));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: scripts.length, raw, gzip };
}
