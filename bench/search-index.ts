/**
 * The site search index: `npx tsx bench/search-index.ts [built-site-dir] [--posts=1000] [--append]`.
 *
 * For a built site (default .artifacts/public-full, the English + French full seed that `npm test` builds) it
 * times the publisher's index step (publisher/src/search/search-index.ts, Pagefind) on a copy of the site and
 * reports the index's files, shards and bytes per language. Then it does the same for that site plus `--posts` generated
 * English posts (default 1,000; 0 skips it): each is a copy of one of the site's own built post pages (same markup,
 * its main region marked data-pagefind-body as the templates mark it) with a new slug, title and ~400 words drawn
 * from the seed's own post text; in that copy every page's <main> but the 404 pages' is marked data-pagefind-body (the
 * markup the site's templates give the indexable pages). This stands in for a `scale` seed build, which takes tens of
 * minutes at that size.
 * On the larger copy it then times what an edit costs the index step, three times each: one generated post's text
 * changed, and every page's header changed (a navigation edit), in a release whose unchanged pages are hard links to
 * the live one's (as staging makes them), indexed with that copy as the live release.
 * Last, in Chromium with the publisher's static server and headers (CSP included), it measures what a first search
 * fetches, as the site's search does it (src/features/search/pagefind-search.ts): pagefind.js, the list of shards,
 * each shard's entry file and meta, the language's wasm, the index chunks for one term, and the fragments of the
 * first five results. `--append` adds the tables to bench/RESULTS.md.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { writeSearchIndex, type SearchIndexResult } from "@agency/publisher/search/search-index";
import { startStaticServer } from "@agency/publisher/serve/static-server";
import { chromiumLaunchOptions } from "../scripts/lib/chromium-launch";
import { describeMachine } from "./lib/machine";
import { kib, markdownTable, seconds } from "./lib/tables";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { posts: { type: "string", default: "1000" }, append: { type: "boolean", default: false } },
});
const SITE = resolve(positionals[0] ?? ".artifacts/public-full");
const POSTS = Number(values.posts);
const RESULTS = join(__dirname, "RESULTS.md");

/** A small deterministic generator: the same site every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const MAIN = /<main\b([^>]*)>([\s\S]*?)<\/main>/;
const TITLE = /<title\b([^>]*)>[\s\S]*?<\/title>/;
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ");

/** The site's English post pages (/blog/<slug>/index.html). */
function englishPosts(site: string): string[] {
  return readdirSync(join(site, "blog"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "page" && existsSync(join(site, "blog", entry.name, "index.html")))
    .map((entry) => join(site, "blog", entry.name, "index.html"));
}

/** Marks the main region of every page but the 404 pages data-pagefind-body, as the site's templates do. */
function markPages(site: string): void {
  for (const entry of readdirSync(site, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || entry.name !== "index.html" || /\/404\/index\.html$/.test(file)) continue;
    const html = readFileSync(file, "utf8");
    if (!html.includes("data-pagefind-body")) writeFileSync(file, html.replace(/<main\b/, "<main data-pagefind-body"));
  }
}

/** Adds `count` English posts shaped like the site's own post pages, at /blog/generated-<n>/. */
function addGeneratedPosts(site: string, count: number): void {
  const templates = englishPosts(site).map((file) => readFileSync(file, "utf8"));
  const words = textOf(templates.map((html) => MAIN.exec(html)?.[2] ?? "").join(" "))
    .split(" ")
    .filter((word) => /^[A-Za-z][A-Za-z'-]{2,}$/.test(word));
  const next = random(45);
  const pick = () => words[Math.floor(next() * words.length)] as string;
  for (let n = 1; n <= count; n++) {
    const template = templates[n % templates.length] as string;
    const title = `${pick()} ${pick()} ${pick()} ${n}`;
    const paragraphs = Array.from({ length: 8 }, () => `<p>${Array.from({ length: 50 }, pick).join(" ")}.</p>`).join("");
    const html = template
      .replace(TITLE, `<title$1>${title}</title>`)
      .replace(
        MAIN,
        (_match, attributes: string) =>
          `<main${attributes.replace(" data-pagefind-body", "")} data-pagefind-body><article><h1>${title}</h1>${paragraphs}</article></main>`,
      );
    mkdirSync(join(site, "blog", `generated-${n}`), { recursive: true });
    writeFileSync(join(site, "blog", `generated-${n}`, "index.html"), html);
  }
}

async function indexCopy(label: string, prepare: (site: string) => void): Promise<{ dir: string; result: SearchIndexResult; label: string }> {
  const dir = mkdtempSync(join(tmpdir(), "bench-search-"));
  cpSync(SITE, dir, { recursive: true });
  prepare(dir);
  const result = await writeSearchIndex(dir, { logFile: join(dir, "..", `${label.replace(/\W+/g, "-")}-pagefind.log`), timeoutMs: 30 * 60_000 });
  return { dir, result, label };
}

function indexTable(runs: { result: SearchIndexResult; label: string }[]): string {
  const rows: string[][] = [];
  for (const { result, label } of runs) {
    rows.push([
      label,
      "all",
      String(Object.values(result.languages).reduce((sum, l) => sum + l.pages, 0)),
      String(Object.values(result.languages).reduce((sum, l) => sum + l.shards, 0)),
      `${seconds(result.durationMs)} s`,
      String(result.files),
      kib(result.bytes),
    ]);
    for (const [code, language] of Object.entries(result.languages))
      rows.push(["", code, String(language.pages), String(language.shards), "", String(language.files), kib(language.bytes)]);
  }
  return markdownTable(["site", "language", "pages indexed", "shards", "index time (every shard)", "files", "bytes"], rows);
}

/** A release with one generated post's text changed (round n: /blog/generated-<7n>/). */
function editPost(next: string, round: number): string {
  const post = join(next, "blog", `generated-${round * 7}`, "index.html");
  const html = readFileSync(post, "utf8");
  rmSync(post); // a new file, as Gatsby writes a changed page (never through a link to the live release)
  writeFileSync(post, html.replace(/<h1>/, `<h1>Edited in round ${round}: `));
  return `one post's text (/blog/generated-${round * 7}/)`;
}

/** A release whose every page's header changed (as a navigation or footer edit changes every page), what search indexes unchanged. */
function editHeaders(next: string, round: number): string {
  for (const page of readdirSync(next, { recursive: true, withFileTypes: true })) {
    if (!page.isFile() || page.name !== "index.html") continue;
    const file = join(page.parentPath, page.name);
    const html = readFileSync(file, "utf8");
    rmSync(file);
    writeFileSync(file, html.replace('id="site-header"', `id="site-header" data-round="${round}"`));
  }
  return "every page's header";
}

/**
 * Edits on an indexed copy: each next release is a hard-linked copy (unchanged pages share their files, as staging
 * links them to the live release) with the edit made, indexed with the copy as the live release.
 */
async function timeEdits(live: string, rounds: number): Promise<string> {
  const rows: string[][] = [];
  for (const edit of [editPost, editHeaders]) {
    for (let round = 1; round <= rounds; round++) {
      const next = `${live}-next`;
      rmSync(next, { recursive: true, force: true });
      execFileSync("cp", ["-al", live, next]);
      const what = edit(next, round);
      const result = await writeSearchIndex(next, { logFile: `${next}.log`, timeoutMs: 30 * 60_000, liveDir: live });
      rows.push([what, String(round), `${seconds(result.durationMs)} s`, String(result.rebuilt), String(result.linked), String(result.files)]);
      rmSync(next, { recursive: true, force: true });
    }
  }
  return markdownTable(["edit", "round", "index step", "shards indexed again", "files shared with the live release", "files"], rows);
}

type Kind = "pagefind.js" | "shards.json" | "pagefind-worker.js" | "entry" | "wasm" | "meta" | "index chunks" | "fragments (5 results)" | "other";
const kindOf = (path: string): Kind =>
  path.endsWith("/pagefind.js")
    ? "pagefind.js"
    : path.endsWith("/shards.json")
      ? "shards.json"
      : path.endsWith("/pagefind-worker.js")
        ? "pagefind-worker.js"
        : path.endsWith("/pagefind-entry.json")
          ? "entry"
          : path.endsWith(".pagefind")
            ? "wasm"
            : path.endsWith(".pf_meta")
              ? "meta"
              : path.includes("/index/")
                ? "index chunks"
                : path.includes("/fragment/")
                  ? "fragments (5 results)"
                  : "other";

/** What a first search for `term` on `page` fetches from /pagefind/, per kind: files, bytes as sent (and gzip for JS/JSON, as a CDN would send them). */
async function firstSearch(
  dir: string,
  page: string,
  term: string,
): Promise<{ rows: Map<Kind, { files: number; bytes: number; gzip: number }>; results: number; violations: string[] }> {
  const server = await startStaticServer({ root: dir, port: 0, tagManager: false });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const violations: string[] = [];
    tab.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await tab.goto(server.url + page, { waitUntil: "load" });
    const bodies: Promise<[string, Buffer] | null>[] = [];
    tab.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith("/pagefind/"))
        bodies.push(
          response.body().then(
            (body) => [path, body] as [string, Buffer],
            () => null,
          ),
        );
    });
    const results = await tab.evaluate(async (query) => {
      const pagefind = (await import("/pagefind/pagefind.js" as string)) as {
        options: (o: { basePath: string }) => Promise<void>;
        init: () => Promise<void>;
        mergeIndex: (path: string, o: { language: string }) => Promise<void>;
        search: (q: string) => Promise<{ results: { data: () => Promise<unknown> }[] }>;
      };
      // As the site's search starts: the page language's shards, the first as Pagefind's own index.
      const lang = document.documentElement.lang.toLowerCase();
      const list = (await (await fetch("/pagefind/shards.json")).json()) as { languages: Record<string, { shards: string[] }> };
      const [primary, ...others] = list.languages[lang]?.shards ?? [];
      await pagefind.options({ basePath: primary as string });
      await pagefind.init();
      await Promise.all(others.map((shard) => pagefind.mergeIndex(shard, { language: lang })));
      const search = await pagefind.search(query);
      await Promise.all(search.results.slice(0, 5).map((result) => result.data()));
      return search.results.length;
    }, term);
    const rows = new Map<Kind, { files: number; bytes: number; gzip: number }>();
    for (const seen of await Promise.all(bodies)) {
      if (!seen) continue;
      const [path, body] = seen;
      const kind = kindOf(path);
      const row = rows.get(kind) ?? { files: 0, bytes: 0, gzip: 0 };
      const compressible = path.endsWith(".js") || path.endsWith(".json");
      rows.set(kind, {
        files: row.files + 1,
        bytes: row.bytes + body.length,
        gzip: row.gzip + (compressible ? gzipSync(body, { level: 9 }).length : body.length),
      });
    }
    await context.close();
    return { rows, results, violations };
  } finally {
    await browser.close();
    await server.close();
  }
}

function searchTable(label: string, term: string, measured: Awaited<ReturnType<typeof firstSearch>>): string {
  const order: Kind[] = ["pagefind.js", "shards.json", "pagefind-worker.js", "entry", "wasm", "meta", "index chunks", "fragments (5 results)", "other"];
  const rows = order
    .filter((kind) => measured.rows.has(kind))
    .map((kind) => {
      const row = measured.rows.get(kind) as { files: number; bytes: number; gzip: number };
      return [kind, String(row.files), kib(row.bytes), kib(row.gzip)];
    });
  const search = order.filter((kind) => kind !== "fragments (5 results)").map((kind) => measured.rows.get(kind) ?? { files: 0, bytes: 0, gzip: 0 });
  const total = (key: "files" | "bytes" | "gzip") => search.reduce((sum, row) => sum + row[key], 0);
  rows.push(["**until results are known**", String(total("files")), kib(total("bytes")), kib(total("gzip"))]);
  return `${label}: "${term}" (${measured.results} results; CSP violations: ${measured.violations.length})\n\n${markdownTable(["fetched", "files", "bytes as stored", "bytes sent (JS/JSON gzip 9)"], rows)}`;
}

async function main(): Promise<void> {
  if (!existsSync(join(SITE, "index.html")))
    throw new Error(`${SITE} is not a built site (no index.html): build one first (npm test builds .artifacts/public-full)`);
  const runs = [await indexCopy(`built site (${SITE.replace(`${process.cwd()}/`, "")})`, () => {})];
  if (POSTS > 0) {
    runs.push(
      await indexCopy(`+ ${POSTS} generated English posts, every page's main region marked`, (dir) => {
        markPages(dir);
        addGeneratedPosts(dir, POSTS);
      }),
    );
  }
  const sections = [
    `### Search index (Pagefind ${JSON.parse(readFileSync(join(runs[0]!.dir, "pagefind", "en-0", "pagefind-entry.json"), "utf8")).version}, the publisher's index step)\n\n${indexTable(runs)}`,
  ];
  const last = runs[runs.length - 1]!;
  if (POSTS > 0)
    sections.push(`### Edits on the ${last.label.replace(/^\+ /, "")} copy: the index step with that copy live\n\n${await timeEdits(last.dir, 3)}`);
  sections.push(searchTable(`First search on /blog/, ${last.label}`, "marketing", await firstSearch(last.dir, "/blog/", "marketing")));
  sections.push(searchTable(`First search on /fr/blog/, ${last.label}`, "marque", await firstSearch(last.dir, "/fr/blog/", "marque")));
  for (const run of runs) rmSync(run.dir, { recursive: true, force: true });
  const report = [
    `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — search index (\`npx tsx bench/search-index.ts${process.argv
      .slice(2)
      .filter((a) => a !== "--append")
      .map((a) => ` ${a}`)
      .join("")}\`)`,
    describeMachine(),
    ...sections,
  ].join("\n\n");
  console.log(report);
  if (values.append) appendFileSync(RESULTS, `\n${report}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
