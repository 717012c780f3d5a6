import fs from "node:fs";
import path from "node:path";
import { IMMUTABLE, REVALIDATE } from "../../src/headers/cache-rules";
import { renderHeadersFile, writeHeadersFile } from "../../src/headers/headers-file";
import { headersForFile } from "../../src/headers/headers-for-file";
import { pagePolicies } from "../../src/headers/page-policies";
import { isPublicFile } from "../../src/util/public-files";
import { walkFiles } from "../../src/util/walk-files";
import { APP_JS, writeGatsbyLikeSite } from "../fixtures/gatsby-like-site";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

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
    writeGatsbyLikeSite(dir, { buildId: "20250114-093012-045-7f3a" });
  });
  afterAll(() => removeDir(dir));

  test("for every file, the CDN gets exactly the headers the local server sends over https", () => {
    const rules = parseHeadersFile(renderHeadersFile(dir, false));
    const files = walkFiles(dir).filter(isPublicFile);
    const policies = pagePolicies(dir, files, false);
    for (const file of files) {
      const expected = headersForFile(file, { https: true, csp: policies.get(file) });
      expect({ file, headers: cdnHeaders(rules, file) }).toEqual({ file, headers: expected });
    }
    // pages are also matched under their canonical URL
    expect(cdnHeaders(rules, "/about/")).toEqual(headersForFile("/about/index.html", { https: true, csp: policies.get("/about/index.html") }));
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

  test("writeHeadersFile puts _headers in the release, and it is not listed as a site file", () => {
    writeHeadersFile(dir, false);
    expect(fs.existsSync(path.join(dir, "_headers"))).toBe(true);
    expect(isPublicFile("/_headers")).toBe(false);
    expect(renderHeadersFile(dir, false)).not.toMatch(/^\/_headers$/m);
  });
});
