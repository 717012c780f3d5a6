import fs from "node:fs";
import path from "node:path";
import { readSiteRedirects, redirectObjectPath } from "../../src/deploy/site-redirects";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

describe("the site's redirects file", () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir("redirects");
  });
  afterEach(() => removeDir(dir));
  const withFile = (text: string) => {
    fs.writeFileSync(path.join(dir, "_redirects.json"), text);
    return () => readSiteRedirects(dir);
  };

  test("none written: no redirects", () => {
    expect(readSiteRedirects(dir)).toEqual([]);
  });

  test("a path ending in / is answered by its index document; any other path by its own key", () => {
    expect(redirectObjectPath("/old/")).toBe("/old/index.html");
    expect(redirectObjectPath("/feed.xml")).toBe("/feed.xml");
  });

  test("valid entries are read as written", () => {
    const read = withFile(
      JSON.stringify([
        { from: "/old/", to: "/new/" },
        { from: "/x", to: "https://example.com/x" },
      ]),
    );
    expect(read()).toEqual([
      { from: "/old/", to: "/new/" },
      { from: "/x", to: "https://example.com/x" },
    ]);
  });

  test.each([
    ["{", /^_redirects\.json is not valid JSON: /],
    ['{"from":"/a/","to":"/b/"}', /^_redirects\.json must be a JSON array of \{ "from", "to" \} objects$/],
    ['[{"from":"/a/","to":"b"}]', /^_redirects\.json, redirect 1: "to" must be a site path starting with "\/" or an http\(s\):\/\/ URL, got "b"$/],
    ['[{"from":"/a/?x=1","to":"/b/"}]', /^_redirects\.json, redirect 1: "from" must be a site path/],
    ['[{"from":"/a/","to":"/a/"}]', /^_redirects\.json, redirect 1: "\/a\/" redirects to itself$/],
    ['[{"from":"/a/","to":"/b/"},{"from":"/a/","to":"/c/"}]', /^_redirects\.json: "\/a\/" is redirected twice$/],
    ['["/a/"]', /^_redirects\.json, redirect 1: must be an object \{ "from": "\/old\/", "to": "\/new\/" \}$/],
  ])("%s is refused in words", (text, message) => {
    expect(withFile(text)).toThrow(message);
  });
});
