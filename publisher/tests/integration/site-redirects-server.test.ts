import fs from "node:fs";
import path from "node:path";
import { validateOutput } from "../../src/build/validate-output";
import { startStaticServer, type StaticServer } from "../../src/serve/static-server";
import { writeGatsbyLikeSite } from "../fixtures/gatsby-like-site";
import { REVALIDATE } from "../helpers/cache-control";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const ID = "20260301-090000-000-ab12";

/** The site's redirects (`_redirects.json`, written by the build from the CMS's Redirects) on the publisher's own server. */
describe("the static server answers the site's redirects with 301 and Location", () => {
  let dir: string;
  let server: StaticServer;

  beforeAll(async () => {
    dir = makeTempDir("redirects");
    writeGatsbyLikeSite(path.join(dir, "public"), { buildId: ID });
    const redirects = [
      { from: "/blog/old-post/", to: "/about/" },
      { from: "/spring-campaign/", to: "/about/?utm_campaign=spring" },
      { from: "/partners/", to: "https://partners.example.com/agency" },
      // A page of the release at the same path wins, as on a CDN.
      { from: "/about/", to: "/" },
    ];
    fs.writeFileSync(path.join(dir, "public", "_redirects.json"), JSON.stringify(redirects));
    fs.writeFileSync(path.join(dir, "public", "_redirects"), "/blog/old-post/ /about/ 301\n");
    server = await startStaticServer({ root: path.join(dir, "public"), port: 0 });
  });
  afterAll(async () => {
    await server.close();
    removeDir(dir);
  });

  const get = (p: string, method = "GET") => fetch(`${server.url}${p}`, { method, redirect: "manual" });

  test("an old path, with or without its slash, goes to the new one in one 301; the visitor's ?query comes along", async () => {
    const answers: Array<[string, string]> = [
      ["/blog/old-post/", "/about/"],
      ["/blog/old-post", "/about/"],
      ["/blog/old-post/?ref=newsletter", "/about/?ref=newsletter"],
      ["/spring-campaign/?ref=x", "/about/?utm_campaign=spring"],
      ["/partners/", "https://partners.example.com/agency"],
    ];
    for (const [url, location] of answers) {
      const res = await get(url);
      expect({ url, status: res.status, location: res.headers.get("location"), cache: res.headers.get("cache-control") }).toEqual({
        url,
        status: 301,
        location,
        cache: REVALIDATE,
      });
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const head = await get("/blog/old-post/", "HEAD");
    expect([head.status, head.headers.get("location")]).toEqual([301, "/about/"]);
  });

  test("a page of the release is served even when a redirect names its path", async () => {
    const res = await get("/about/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('window.pagePath="/about/"');
  });

  test("the redirect files themselves are never served", async () => {
    for (const url of ["/_redirects", "/_redirects.json"]) expect({ url, status: (await get(url)).status }).toEqual({ url, status: 404 });
  });

  test("a release whose _redirects.json cannot be read fails validation, saying why", () => {
    fs.writeFileSync(path.join(dir, "public", "_redirects.json"), JSON.stringify([{ from: "old", to: "/about/" }]));
    const result = validateOutput({ dir: path.join(dir, "public"), buildId: ID, livePageCount: null });
    expect(result).toMatchObject({
      ok: false,
      problems: ['_redirects.json, redirect 1: "from" must be a site path starting with "/" without "?", "#", spaces or dot segments, got "old"'],
    });
  });
});
