/**
 * Cache-Control per file, following Gatsby's "Caching Static Sites" guide
 * (https://www.gatsbyjs.com/docs/caching/):
 *   - HTML, page-data/*.json (incl. app-data.json and static-query results): revalidate every
 *     time; they change on each deploy under the same name.
 *   - builds/*.json (latest.json, meta/<id>.json): same; the update check polls latest.json.
 *   - /static/*: content-addressed by Gatsby, cached for a year.
 *   - webpack JS/CSS named [name]-[contenthash].js / [name].[contenthash].css: a year, immutable.
 *     sw.js keeps its name across deploys, so it is excluded.
 *   - the site search index (/pagefind/, written by the publisher's index step, search/search-index.ts, in
 *     shards /pagefind/<lang>-<n>/): each shard's chunks (index/, fragment/, filter/) and meta file are named
 *     by their content hash, so a year, immutable; shards.json (which names the shards), each shard's
 *     pagefind-entry.json (which names its current meta file), pagefind.js, the wasm.<lang>.pagefind files
 *     and Pagefind's worker keep their names: revalidate.
 *   - everything else (favicon, robots.txt, files copied from the site's static/ folder) keeps
 *     its name across deploys: revalidate.
 * The first matching rule wins. A rule with a `splat` covers a whole directory in `_headers`;
 * the others are written per file, because CDN header rules cannot express "has a hash".
 */
export const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

export interface CacheRule {
  name: string;
  matches(filePath: string): boolean;
  cacheControl: string;
  /** `_headers` pattern covering every file of this rule in the file's directory, when one exists. */
  splat?: (filePath: string) => string;
}

// webpack 5's default hashDigestLength is 20. Requiring the full length errs towards
// revalidating: a miss costs a 304, a false match would pin a changing file for a year.
const WEBPACK_HASHED = /[-.][0-9a-f]{20}\.(?:js|css)$/;

// A shard's pagefind.<lang>_<hash>.pf_meta, e.g. /pagefind/en-0/pagefind.en_9d1b9f899d.pf_meta.
const SEARCH_META = /^\/pagefind\/[^/]+\/pagefind\.[^/]+_[0-9a-f]+\.pf_meta$/;
// A shard's content-hashed chunks, e.g. /pagefind/en-0/fragment/en_1f7dbd4.pf_fragment: the splat is the shard's folder.
const SEARCH_CHUNKS = /^(\/pagefind\/[^/]+\/(?:index|fragment|filter)\/)[^/]+$/;
const chunkFolder = (p: string) => `${SEARCH_CHUNKS.exec(p)?.[1] ?? "/pagefind/"}*`;

const CACHE_RULES: readonly CacheRule[] = [
  { name: "html", matches: (p) => p.endsWith(".html"), cacheControl: REVALIDATE },
  { name: "page-data", matches: (p) => p.startsWith("/page-data/"), cacheControl: REVALIDATE, splat: () => "/page-data/*" },
  { name: "build-manifest", matches: (p) => p.startsWith("/builds/"), cacheControl: REVALIDATE, splat: () => "/builds/*" },
  { name: "static", matches: (p) => p.startsWith("/static/"), cacheControl: IMMUTABLE, splat: () => "/static/*" },
  { name: "search-chunks", matches: (p) => SEARCH_CHUNKS.test(p), cacheControl: IMMUTABLE, splat: chunkFolder },
  { name: "search-meta", matches: (p) => SEARCH_META.test(p), cacheControl: IMMUTABLE },
  { name: "search-entry", matches: (p) => /^\/pagefind\/[^/]+\/pagefind-entry\.json$/.test(p), cacheControl: REVALIDATE },
  { name: "search-shards", matches: (p) => p === "/pagefind/shards.json", cacheControl: REVALIDATE },
  { name: "search-runtime", matches: (p) => p.startsWith("/pagefind/"), cacheControl: REVALIDATE },
  {
    name: "hashed-asset",
    matches: (p) => WEBPACK_HASHED.test(p) && !p.endsWith("/sw.js"),
    cacheControl: IMMUTABLE,
  },
  { name: "default", matches: () => true, cacheControl: REVALIDATE },
];

export function cacheRuleFor(filePath: string): CacheRule {
  // The last rule matches everything, so find() cannot come back empty.
  return CACHE_RULES.find((rule) => rule.matches(filePath)) as CacheRule;
}
