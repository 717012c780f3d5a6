import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { startStaticServer, type StaticServer } from "../../src/serve/static-server";
import { APP_JS, STATIC_IMAGE, STYLES_CSS, writeGatsbyLikeSite } from "../fixtures/gatsby-like-site";
import { IMMUTABLE, REVALIDATE } from "../helpers/cache-control";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const ID = "20250114-093012-045-7f3a";
const GUIDE_HTML = `<!doctype html><html lang="en"><head><title>Guide</title></head><body>${"<p>Plain words compress well.</p>".repeat(400)}</body></html>`;
const FRENCH_404 = '<!doctype html><html lang="fr"><head><title>Page introuvable</title></head><body><h1>Page introuvable</h1></body></html>';

describe("static server on a Gatsby-like public/ dir (fixture stands in for gatsby build output)", () => {
  let dir: string;
  let server: StaticServer;

  beforeAll(async () => {
    dir = makeTempDir("static");
    writeGatsbyLikeSite(path.join(dir, "public"), { buildId: ID });
    fs.writeFileSync(path.join(dir, "public", "_headers"), "/*\n  X-Test: 1\n");
    fs.writeFileSync(path.join(dir, "public", ".publisher-release.json"), "{}");
    // The French site's 404 page, where Gatsby writes the page /fr/404/.
    fs.mkdirSync(path.join(dir, "public", "fr", "404"), { recursive: true });
    fs.writeFileSync(path.join(dir, "public", "fr", "404", "index.html"), FRENCH_404);
    fs.mkdirSync(path.join(dir, "public", "guide"));
    fs.writeFileSync(path.join(dir, "public", "guide", "index.html"), GUIDE_HTML);
    server = await startStaticServer({ root: path.join(dir, "public"), port: 0 });
  });
  afterAll(async () => {
    await server.close();
    removeDir(dir);
  });

  const get = (p: string, init: RequestInit = {}) => fetch(`${server.url}${p}`, { redirect: "manual", ...init });

  test("/ and /about/ serve their index.html with HTML caching and the page's CSP", async () => {
    for (const [url, route] of [
      ["/", "/"],
      ["/about/", "/about/"],
    ] as const) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe(REVALIDATE);
      const html = await res.text();
      expect(html).toContain(`window.pagePath=${JSON.stringify(route)}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      const loader = /<script id="gatsby-script-loader">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      expect(csp).toContain(`'sha256-${createHash("sha256").update(loader).digest("base64")}'`);
      expect(csp).toMatch(/frame-ancestors 'none'/);
    }
  });

  /** The bytes on the wire: fetch would inflate them. */
  const raw = (p: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${server.url}${p}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });

  test("text is compressed as a CDN sends it: brotli when accepted, else gzip, else as stored", async () => {
    const stored = fs.readFileSync(path.join(dir, "public", "guide", "index.html"));
    const br = await raw("/guide/", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers["cache-control"]).toBe(REVALIDATE);
    expect(br.body.length).toBeLessThan(stored.length / 10);
    expect(brotliDecompressSync(br.body).equals(stored)).toBe(true);
    const gzip = await raw("/guide/", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(stored)).toBe(true);
    const plain = await raw("/guide/", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(stored)).toBe(true);
  });

  test("images and ranges go out as stored, whatever the client accepts", async () => {
    const image = await raw(STATIC_IMAGE, { "Accept-Encoding": "gzip, br" });
    expect(image.status).toBe(200);
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.equals(fs.readFileSync(path.join(dir, "public", STATIC_IMAGE)))).toBe(true);
    const range = await raw("/guide/", { "Accept-Encoding": "gzip, br", Range: "bytes=0-4999" });
    expect(range.status).toBe(206);
    expect(range.headers["content-encoding"]).toBeUndefined();
    expect(range.body.toString()).toBe(GUIDE_HTML.slice(0, 5000));
  });

  test("/about redirects to the canonical /about/ (query kept)", async () => {
    const res = await get("/about?x=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about/?x=1");
  });

  test("hashed JS/CSS and /static are immutable; page-data, app-data and builds revalidate", async () => {
    const expectations: Array<[string, string, RegExp]> = [
      [APP_JS, IMMUTABLE, /javascript/],
      [STYLES_CSS, IMMUTABLE, /text\/css/],
      [STATIC_IMAGE, IMMUTABLE, /image\/png/],
      ["/page-data/about/page-data.json", REVALIDATE, /json/],
      ["/page-data/app-data.json", REVALIDATE, /json/],
      ["/builds/latest.json", REVALIDATE, /json/],
      [`/builds/meta/${ID}.json`, REVALIDATE, /json/],
      ["/favicon.ico", REVALIDATE, /icon/],
    ];
    for (const [url, cacheControl, type] of expectations) {
      const res = await get(url);
      expect({ url, status: res.status, cc: res.headers.get("cache-control") }).toEqual({ url, status: 200, cc: cacheControl });
      expect(res.headers.get("content-type")).toMatch(type);
      expect(res.headers.get("content-security-policy")).toBeNull();
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      await res.arrayBuffer();
    }
  });

  test("unknown paths get status 404 with the body of 404.html", async () => {
    for (const url of ["/nope", "/nope/", "/blog/missing/", "/_headers", "/.publisher-release.json"]) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      const body = await res.text();
      expect(body).toBe(fs.readFileSync(path.join(dir, "public", "404.html"), "utf8"));
      expect(res.headers.get("content-security-policy")).toContain("'sha256-");
      expect(res.headers.get("cache-control")).toBe(REVALIDATE);
    }
  });

  test("a missing path under /fr/ gets status 404 with the French 404 page; elsewhere, an unknown prefix too, the English one", async () => {
    for (const url of ["/fr/nope/", "/fr/nope", "/fr/blog/missing/"]) {
      const res = await get(url);
      expect({ url, status: res.status, type: res.headers.get("content-type") }).toEqual({ url, status: 404, type: "text/html; charset=utf-8" });
      const body = await res.text();
      expect(body).toContain("<h1>Page introuvable</h1>");
      expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    }
    for (const url of ["/nope/", "/de/nope/", "/france/nope/"]) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      const body = await res.text();
      expect(body).toContain("<p>Page Not Found</p>");
      expect(body).not.toContain("Page introuvable");
    }
    expect((await get("/fr/404/")).status).toBe(200);
  });

  test("security headers; HSTS only behind X-Forwarded-Proto: https", async () => {
    const plain = await get("/");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(plain.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(plain.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    const https = await get("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });

  test("ETag revalidation gives 304 with the cache headers; HEAD has no body", async () => {
    const first = await get("/about/");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await get("/about/", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe(REVALIDATE);
    const head = await get("/about/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  test("other methods → 405 with Allow; traversal attempts never escape the root", async () => {
    const post = await get("/", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect((await get("/..%2F..%2Fetc%2Fpasswd")).status).toBe(400);
    expect((await get("/%2e%2e/%2e%2e/etc/passwd")).status).toBe(404);
  });

  test("503 until something is released; picks up a new directory on reload()", async () => {
    const missing = await startStaticServer({ root: path.join(dir, "not-yet"), port: 0 });
    try {
      const res = await fetch(`${missing.url}/`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      writeGatsbyLikeSite(path.join(dir, "not-yet"), { buildId: ID, aboutTitle: "Fresh" });
      missing.reload();
      expect(await (await fetch(`${missing.url}/about/`)).text()).toContain("Fresh");
    } finally {
      await missing.close();
    }
  });

  test("tag-manager hosts are allowed only when the site loads the tag manager", async () => {
    const gtmDir = path.join(dir, "with-gtm");
    writeGatsbyLikeSite(gtmDir, { buildId: ID, tagManagerId: "GTM-ABC1234" });
    const withGtm = await startStaticServer({ root: gtmDir, port: 0 });
    try {
      const csp = (await fetch(`${withGtm.url}/about/`)).headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/www\.googletagmanager\.com/);
      expect(csp).toMatch(/connect-src 'self' [^;]*google-analytics\.com/);
    } finally {
      await withGtm.close();
    }
    const plain = (await get("/about/")).headers.get("content-security-policy") ?? "";
    expect(plain).not.toMatch(/googletagmanager|google-analytics/);
    const forcedOff = await startStaticServer({ root: gtmDir, port: 0, tagManager: false });
    try {
      expect((await fetch(`${forcedOff.url}/about/`)).headers.get("content-security-policy")).not.toMatch(/googletagmanager/);
    } finally {
      await forcedOff.close();
    }
  });
});
