import { cacheRuleFor } from "../../src/headers/cache-rules";
import { IMMUTABLE, REVALIDATE } from "../helpers/cache-control";
import { contentSecurityPolicy } from "../../src/headers/content-security-policy";
import { headersForFile } from "../../src/headers/headers-for-file";

describe("cache rules per file type (Gatsby caching guide)", () => {
  test.each([
    ["/index.html", REVALIDATE],
    ["/about/index.html", REVALIDATE],
    ["/404.html", REVALIDATE],
    ["/page-data/about/page-data.json", REVALIDATE],
    ["/page-data/app-data.json", REVALIDATE],
    ["/page-data/sq/d/2744905544.json", REVALIDATE],
    ["/builds/latest.json", REVALIDATE],
    ["/builds/meta/20250114-093012-045-7f3a.json", REVALIDATE],
    ["/app-0123456789abcdef0123.js", IMMUTABLE],
    ["/webpack-runtime-fedcba9876543210fedc.js", IMMUTABLE],
    ["/component---src-templates-page-tsx-0a1b2c3d4e5f60718293.js", IMMUTABLE],
    ["/styles.00112233445566778899.css", IMMUTABLE],
    ["/static/5f1e2d3c4b5a69788796a5b4c3d2e1f0/pixel.png", IMMUTABLE],
    ["/static/fonts/inter.woff2", IMMUTABLE],
    ["/sw.js", REVALIDATE],
    ["/app.js", REVALIDATE],
    ["/short-0123abcd.js", REVALIDATE],
    ["/favicon.ico", REVALIDATE],
    ["/robots.txt", REVALIDATE],
    ["/chunk-map.json", REVALIDATE],
    // The site search index, in shards: chunks and meta are named by their content hash; the rest keeps its name.
    ["/pagefind/en-0/index/en_6f3e0b1.pf_index", IMMUTABLE],
    ["/pagefind/fr-0/fragment/fr_35bdb65.pf_fragment", IMMUTABLE],
    ["/pagefind/en-12/filter/en_1a2b3c4.pf_filter", IMMUTABLE],
    ["/pagefind/en-3/pagefind.en_9d1b9f899d.pf_meta", IMMUTABLE],
    ["/pagefind/pagefind.js", REVALIDATE],
    ["/pagefind/shards.json", REVALIDATE],
    ["/pagefind/en-0/pagefind.js", REVALIDATE],
    ["/pagefind/en-0/pagefind-entry.json", REVALIDATE],
    ["/pagefind/en-0/wasm.en.pagefind", REVALIDATE],
    ["/pagefind/en-0/wasm.unknown.pagefind", REVALIDATE],
    ["/pagefind/en-0/pagefind-worker.js", REVALIDATE],
    // Not where Pagefind's files are: a shard's index/ folder is one level down.
    ["/pagefind/index/en_6f3e0b1.pf_index", REVALIDATE],
  ])("%s → %s", (file, expected) => {
    expect(cacheRuleFor(file).cacheControl).toBe(expected);
  });
});

describe("security headers", () => {
  test("every file gets nosniff, referrer and permissions policy; HSTS only over https", () => {
    const plain = headersForFile("/app-0123456789abcdef0123.js", { https: false });
    expect(plain).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(plain["Permissions-Policy"]).toMatch(/camera=\(\)/);
    expect(plain["Strict-Transport-Security"]).toBeUndefined();
    expect(plain["Content-Security-Policy"]).toBeUndefined();
    expect(headersForFile("/x.js", { https: true })["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
  });

  test("HTML gets its page's CSP", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], tagManager: false });
    expect(headersForFile("/index.html", { https: false, csp })["Content-Security-Policy"]).toBe(csp);
  });
});

describe("content security policy", () => {
  const directive = (csp: string, name: string) =>
    csp
      .split("; ")
      .find((d) => d.startsWith(`${name} `))
      ?.split(" ")
      .slice(1);

  test("locks the page down and lists the inline script hashes", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-a='", "'sha256-b='"], tagManager: false });
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    // 'wasm-unsafe-eval' lets the site search compile its WebAssembly; it allows no eval of strings.
    expect(directive(csp, "script-src")).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-a='", "'sha256-b='"]);
    expect(directive(csp, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(directive(csp, "connect-src")).toEqual(["'self'"]);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(csp).not.toMatch(/'unsafe-eval'|googletagmanager/);
  });

  test("a tag-manager build allows exactly the hosts of the one allow-list", () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], tagManager: true });
    const analytics = ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com"];
    expect(directive(csp, "script-src")).toEqual(["'self'", "'wasm-unsafe-eval'", "https://www.googletagmanager.com"]);
    expect(directive(csp, "connect-src")).toEqual(["'self'", ...analytics, "https://*.analytics.google.com"]);
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:", ...analytics]);
    expect(directive(csp, "frame-src")).toEqual(["https://www.googletagmanager.com"]);
  });

  test("a site whose form posts to the CMS allows exactly that origin in form-action and connect-src, and nowhere else", () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], tagManager: false, formOrigins: ["https://cms.example.com"] });
    expect(directive(csp, "form-action")).toEqual(["'self'", "https://cms.example.com"]);
    expect(directive(csp, "connect-src")).toEqual(["'self'", "https://cms.example.com"]);
    expect(directive(csp, "script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directive(csp, "default-src")).toEqual(["'self'"]);
  });
});
