import fs from "node:fs";
import path from "node:path";
import { changedPages, PageFactsReader, pageFactsOf } from "../../src/search/site-pages";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

describe("what the index step reads of a page", () => {
  test.each([
    ['<!DOCTYPE html><html lang="en"><body><main data-pagefind-body=""><h1>A post</h1></main></body></html>', { language: "en", marked: true }],
    ['<html lang="fr" data-theme="light"><body><main id="main" data-pagefind-body><h1>Un article</h1></main></body></html>', { language: "fr", marked: true }],
    ['<html class="x" lang="en-GB"><body><main><h1>Blog</h1></main></body></html>', { language: "en-gb", marked: false }],
    ["<html lang=de><body><main data-pagefind-body>…</main></body></html>", { language: "de", marked: true }],
    ["<html><body><main><h1>No language</h1></main></body></html>", { language: "unknown", marked: false }],
    // Only the attribute counts, not a longer one that starts the same.
    ['<html lang="en"><body><main data-pagefind-body-extra=""><h1>x</h1></main></body></html>', { language: "en", marked: false }],
  ])("%s", (html, facts) => {
    expect(pageFactsOf(html)).toEqual(facts);
  });
});

describe("changedPages: a page compared in one publish is not read again as the live page of the next (real files)", () => {
  let dir: string;
  const PAGE = "/blog/a-post/index.html";
  const html = (footer: string) => `<html lang="en"><body><main data-pagefind-body><h1>A post</h1></main><footer>${footer}</footer></body></html>`;
  const release = (name: string, footer: string) => {
    fs.mkdirSync(path.join(dir, name, "blog", "a-post"), { recursive: true });
    fs.writeFileSync(path.join(dir, name, PAGE), html(footer));
    return path.join(dir, name);
  };
  const compare = (live: string, staged: string) =>
    changedPages([PAGE], new PageFactsReader(staged), live, new PageFactsReader(live), true).map((change) => change.path);

  beforeEach(() => {
    dir = makeTempDir("site-pages");
  });
  afterEach(() => {
    jest.restoreAllMocks();
    removeDir(dir);
  });

  test("a footer change indexes nothing again, and the second publish reads only its own new page", () => {
    const first = release("r1", "Tel 0001");
    const second = release("r2", "Tel 0002");
    expect(compare(first, second)).toEqual([]);

    const third = release("r3", "Tel 0003");
    const reads = jest.spyOn(fs, "readFileSync");
    expect(compare(second, third)).toEqual([]);
    expect(reads.mock.calls.map(([file]) => path.relative(dir, String(file)))).toEqual([path.join("r3", "blog", "a-post", "index.html")]);
  });

  test("a changed heading is a change", () => {
    const first = release("r1", "Tel 0001");
    const second = path.join(dir, "r2");
    fs.mkdirSync(path.join(second, "blog", "a-post"), { recursive: true });
    fs.writeFileSync(path.join(second, PAGE), html("Tel 0001").replace("<h1>A post</h1>", "<h1>A renamed post</h1>"));
    expect(compare(first, second)).toEqual([PAGE]);
  });
});
