import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { renderHeadersFile, writeHeadersFile } from "../../src/headers/headers-file";
import { isPublicFile } from "../../src/util/public-files";
import { APP_JS, writeGatsbyLikeSite } from "../fixtures/gatsby-like-site";
import { IMMUTABLE, REVALIDATE } from "../helpers/cache-control";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const BUILD_ID = "20250114-093012-045-7f3a";

/** What every response carries over https, written out (not read from the code under test). */
const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};

// The CSP source a browser expects for an inline script, computed here from the script's text.
const cspHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The inline scripts the fixture writes into a page (gatsby-like-site.ts), as a browser hashes them (CRLF
 * already turned into LF): gatsby-plugin-image's module script, Gatsby's page loader, the chunk mapping and
 * the CRLF script. The JSON-LD block is data, not a script, and is not hashed.
 */
const fixtureScripts = (route: string) => [
  'const e="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement.prototype;window.__imageScript=e?"native":"polyfill";',
  `/*<![CDATA[*/window.pagePath="${route}";window.___webpackCompilationHash="${BUILD_ID}";/*]]>*/`,
  '/*<![CDATA[*/window.___chunkMapping="{\\"app\\":[\\"/app-0123456789abcdef0123.js\\"]}";/*]]>*/',
  '\n  window.__crlfScript = "ran";\n',
];

/** A page's policy, written out: only this site, inline scripts by hash (sorted, as the header lists them), no tag manager. */
const policy = (scripts: string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...scripts.map(cspHash).sort()].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

const page = (route: string) => ({ ...SECURITY_HEADERS, "Cache-Control": REVALIDATE, "Content-Security-Policy": policy(fixtureScripts(route)) });
const revalidated = { ...SECURITY_HEADERS, "Cache-Control": REVALIDATE };
const immutable = { ...SECURITY_HEADERS, "Cache-Control": IMMUTABLE };

/** Every file of the fixture site with the headers a browser must get for it over https. */
const EXPECTED: Array<[string, Record<string, string>]> = [
  ["/404.html", page("/404.html")],
  ["/404/index.html", page("/404.html")],
  // A Slice fragment: no inline script, so a policy without hashes.
  ["/_gatsby/slices/_gatsby-scripts-1.html", { ...revalidated, "Content-Security-Policy": policy([]) }],
  ["/about/index.html", page("/about/")],
  ["/app-0123456789abcdef0123.js", immutable],
  ["/blog/hello-world/index.html", page("/blog/hello-world/")],
  ["/builds/latest.json", revalidated],
  [`/builds/meta/${BUILD_ID}.json`, revalidated],
  ["/chunk-map.json", revalidated],
  ["/cookie-policy/index.html", page("/cookie-policy/")],
  ["/favicon.ico", revalidated],
  ["/index.html", page("/")],
  ["/page-1/index.html", page("/page-1/")],
  ["/page-2/index.html", page("/page-2/")],
  ["/page-3/index.html", page("/page-3/")],
  ["/page-data/about/page-data.json", revalidated],
  ["/page-data/app-data.json", revalidated],
  ["/page-data/blog/hello-world/page-data.json", revalidated],
  ["/page-data/cookie-policy/page-data.json", revalidated],
  ["/page-data/index/page-data.json", revalidated],
  ["/page-data/page-1/page-data.json", revalidated],
  ["/page-data/page-2/page-data.json", revalidated],
  ["/page-data/page-3/page-data.json", revalidated],
  ["/static/5f1e2d3c4b5a69788796a5b4c3d2e1f0/pixel.png", immutable],
  ["/styles.00112233445566778899.css", immutable],
  ["/webpack-runtime-fedcba9876543210fedc.js", immutable],
];

/** Parses Netlify/Cloudflare `_headers` into pattern → headers. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!line.startsWith(" ")) {
      expect(rules.has(line)).toBe(false); // each pattern once
      current = {};
      rules.set(line, current);
    } else if (current) {
      const [name, ...value] = line.trim().split(": ");
      current[name as string] = value.join(": ");
    }
  }
  return rules;
}

/** What a CDN would send for `urlPath`: every matching rule, values joined on conflicts. */
function cdnHeaders(rules: Map<string, Record<string, string>>, urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [pattern, headers] of rules) {
    const matches = pattern.endsWith("*") ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;
    if (!matches) continue;
    for (const [name, value] of Object.entries(headers)) out[name] = out[name] ? `${out[name]}, ${value}` : value;
  }
  return out;
}

describe("_headers file (CDN copy of the server's rules)", () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir("headers-file");
    writeGatsbyLikeSite(dir, { buildId: BUILD_ID });
  });
  afterAll(() => removeDir(dir));

  test("for every file, the CDN gets exactly the headers written out above (what the local server sends over https)", () => {
    const rules = parseHeadersFile(renderHeadersFile(dir, false));
    // The list above is the whole fixture site.
    const onDisk = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name))}`);
    expect(onDisk.sort()).toEqual(EXPECTED.map(([file]) => file).sort());
    for (const [file, expected] of EXPECTED) {
      expect({ file, headers: cdnHeaders(rules, file) }).toEqual({ file, headers: expected });
    }
    // pages are also matched under their canonical URL
    expect(cdnHeaders(rules, "/about/")).toEqual(page("/about/"));
    expect(cdnHeaders(rules, "/")).toEqual(page("/"));
  });

  test("rules are disjoint, splats used for whole directories", () => {
    const rules = parseHeadersFile(renderHeadersFile(dir, false));
    expect(rules.get("/static/*")).toEqual({ "Cache-Control": IMMUTABLE });
    expect(rules.get("/page-data/*")).toEqual({ "Cache-Control": REVALIDATE });
    expect(rules.get("/builds/*")).toEqual({ "Cache-Control": REVALIDATE });
    expect(rules.get(APP_JS)).toEqual({ "Cache-Control": IMMUTABLE });
    expect(rules.get("/*")?.["Cache-Control"]).toBeUndefined();
    expect(rules.get("/*")?.["Strict-Transport-Security"]).toBeDefined();
    expect([...rules.keys()].some((p) => p.startsWith("/static/5f"))).toBe(false);
  });

  test("the search index (/pagefind/<shard>/): chunks and meta immutable for a year, entry, script and wasm revalidated, one rule per shard's folder", () => {
    const site = makeTempDir("headers-search");
    try {
      writeGatsbyLikeSite(site, { buildId: BUILD_ID });
      const files = [
        "pagefind/pagefind.js",
        "pagefind/shards.json",
        "pagefind/en-0/pagefind.js",
        "pagefind/en-0/pagefind-entry.json",
        "pagefind/en-0/pagefind-worker.js",
        "pagefind/en-0/wasm.en.pagefind",
        "pagefind/en-0/pagefind.en_9d1b9f899d.pf_meta",
        "pagefind/en-0/index/en_6f3e0b1.pf_index",
        "pagefind/en-0/fragment/en_1f7dbd4.pf_fragment",
        "pagefind/en-0/fragment/en_2a8ecd5.pf_fragment",
        "pagefind/en-0/filter/en_1a2b3c4.pf_filter",
        "pagefind/en-1/fragment/en_3b9fde6.pf_fragment",
        "pagefind/fr-0/fragment/fr_35bdb65.pf_fragment",
      ];
      for (const file of files) {
        fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
        fs.writeFileSync(path.join(site, file), file);
      }
      const rules = parseHeadersFile(renderHeadersFile(site, false));
      const year = { "Cache-Control": "public, max-age=31536000, immutable" };
      const revalidate = { "Cache-Control": "public, max-age=0, must-revalidate" };
      expect(rules.get("/pagefind/en-0/index/*")).toEqual(year);
      expect(rules.get("/pagefind/en-0/fragment/*")).toEqual(year);
      expect(rules.get("/pagefind/en-0/filter/*")).toEqual(year);
      expect(rules.get("/pagefind/en-1/fragment/*")).toEqual(year);
      expect(rules.get("/pagefind/fr-0/fragment/*")).toEqual(year);
      expect(rules.get("/pagefind/en-0/pagefind.en_9d1b9f899d.pf_meta")).toEqual(year);
      expect(rules.get("/pagefind/pagefind.js")).toEqual(revalidate);
      expect(rules.get("/pagefind/shards.json")).toEqual(revalidate);
      expect(rules.get("/pagefind/en-0/pagefind-entry.json")).toEqual(revalidate);
      expect(rules.get("/pagefind/en-0/wasm.en.pagefind")).toEqual(revalidate);
      expect([...rules.keys()].some((pattern) => pattern.startsWith("/pagefind/en-0/fragment/en_"))).toBe(false);
      // What a CDN sends: one Cache-Control each, and nothing encodes the already-gzipped data files.
      expect(cdnHeaders(rules, "/pagefind/fr-0/fragment/fr_35bdb65.pf_fragment")).toEqual(immutable);
      expect(cdnHeaders(rules, "/pagefind/en-0/fragment/en_2a8ecd5.pf_fragment")).toEqual(immutable);
      expect(cdnHeaders(rules, "/pagefind/pagefind.js")).toEqual(revalidated);
      expect(cdnHeaders(rules, "/pagefind/en-0/pagefind-entry.json")).toEqual(revalidated);
      expect(renderHeadersFile(site, false)).not.toMatch(/Content-Encoding/i);
    } finally {
      removeDir(site);
    }
  });

  test("writeHeadersFile puts _headers in the release, and it is not listed as a site file", () => {
    writeHeadersFile(dir, false);
    expect(fs.existsSync(path.join(dir, "_headers"))).toBe(true);
    expect(isPublicFile("/_headers")).toBe(false);
    expect(renderHeadersFile(dir, false)).not.toMatch(/^\/_headers$/m);
  });
});
