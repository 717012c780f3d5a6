/** What the local server (the CDN stand-in) sends for the search index, as a browser running Pagefind gets it. */
import fs from "node:fs";
import path from "node:path";
import { writeSearchIndex } from "../../src/search/search-index";
import { startStaticServer, type StaticServer } from "../../src/serve/static-server";
import { writeSearchSite } from "../fixtures/search-site";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

let tmp: string;
let site: string;
let server: StaticServer;
beforeAll(async () => {
  tmp = makeTempDir("search-server");
  site = path.join(tmp, "site");
  writeSearchSite(site);
  await writeSearchIndex(site, { logFile: path.join(tmp, "index.log"), timeoutMs: 60_000 });
  server = await startStaticServer({ root: site, port: 0, tagManager: false });
});
afterAll(async () => {
  await server.close();
  removeDir(tmp);
});

test("pagefind.js, the list of shards and a shard's entry file: their types, revalidated, the script compressed like any other", async () => {
  const script = await fetch(`${server.url}/pagefind/pagefind.js`, { headers: { "Accept-Encoding": "gzip, br" } });
  expect(script.status).toBe(200);
  expect(script.headers.get("content-type")).toBe("text/javascript");
  expect(script.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  expect(script.headers.get("content-encoding")).toBe("br");
  expect(script.headers.get("etag")).toBeTruthy();
  const shards = await fetch(`${server.url}/pagefind/shards.json`);
  expect(shards.headers.get("content-type")).toBe("application/json");
  expect(shards.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  expect(((await shards.json()) as { languages: Record<string, { shards: string[] }> }).languages).toEqual({
    en: { pages: 3, buckets: 1, shards: ["/pagefind/en-0/"] },
    fr: { pages: 2, buckets: 1, shards: ["/pagefind/fr-0/"] },
  });
  const entry = await fetch(`${server.url}/pagefind/fr-0/pagefind-entry.json`);
  expect(entry.headers.get("content-type")).toBe("application/json");
  expect(entry.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  expect(Object.keys(((await entry.json()) as { languages: object }).languages)).toEqual(["fr"]);
});

test("a fragment: plain bytes for a year, its gzip data not encoded again", async () => {
  const name = fs.readdirSync(path.join(site, "pagefind", "en-0", "fragment"))[0] as string;
  const response = await fetch(`${server.url}/pagefind/en-0/fragment/${name}`, { headers: { "Accept-Encoding": "gzip, br" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/octet-stream");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("content-encoding")).toBeNull();
  const body = Buffer.from(await response.arrayBuffer());
  expect(body.equals(fs.readFileSync(path.join(site, "pagefind", "en-0", "fragment", name)))).toBe(true);
  expect([...body.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
});

test("the pages' policy lets Pagefind compile its WebAssembly and fetch from the site only", async () => {
  const csp = (await fetch(`${server.url}/blog/brand-voice/`)).headers.get("content-security-policy") ?? "";
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("worker-src 'self' blob:");
  expect(csp).not.toContain("'unsafe-eval'");
});
