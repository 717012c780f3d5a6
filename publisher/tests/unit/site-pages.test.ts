import { pageFactsOf } from "../../src/search/site-pages";

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
