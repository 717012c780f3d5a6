import { indexedContentOf } from "../../src/search/indexed-content";

/** A post page as the site renders it: header and footer outside <main>, "Read next" ignored inside it. */
function postPage(parts: { nav?: string; body?: string; readNext?: string; title?: string; h1InIgnored?: string; meta?: string; lang?: string } = {}): string {
  return [
    `<!DOCTYPE html><html lang="${parts.lang ?? "en"}"><head><title>${parts.title ?? "Brand voice | Agency"}</title><style>body{margin:0}</style></head><body>`,
    `<header><nav><a href="/services/">${parts.nav ?? "Services"}</a></nav></header>`,
    `<main id="main" data-pagefind-body=""><span hidden data-pagefind-meta="${parts.meta ?? "type:post"}"></span>`,
    `<a href="/blog/" data-pagefind-ignore="">Back to the blog</a><article><h1>Finding your brand voice</h1><p>${parts.body ?? "A brand voice is how a company sounds."}</p><img src="/static/cover.webp" alt="Cover"></article>`,
    `<section data-pagefind-ignore=""><h2>Read next</h2><a href="/blog/launch/">${parts.readNext ?? "A launch checklist"}</a>${parts.h1InIgnored ? `<h1>${parts.h1InIgnored}</h1>` : ""}</section>`,
    `</main><footer><p>© Agency</p></footer><script>window.x=1</script></body></html>`,
  ].join("");
}

const same = (a: string, b: string) => indexedContentOf(a) === indexedContentOf(b);

describe("what Pagefind reads of a page (its fingerprint for the index step)", () => {
  test("the same for a change outside the marked region: a navigation label, the footer, the inline styles", () => {
    expect(same(postPage(), postPage({ nav: "What we do" }))).toBe(true);
    expect(same(postPage(), postPage().replace("© Agency", "© Agency 2027").replace("margin:0", "margin:1px"))).toBe(true);
  });

  test("the same for new text in an ignored element: another post's title in the Read next cards", () => {
    expect(same(postPage(), postPage({ readNext: "Measured at 1764390000" }))).toBe(true);
  });

  test("the same for new text in what Pagefind always skips: the previous and next posts' <nav>, a <form>'s labels", () => {
    const neighbours = (title: string) => postPage().replace("</article>", `</article><nav aria-label="More posts"><a href="/blog/launch/">${title}</a></nav>`);
    expect(same(neighbours("A launch checklist"), neighbours("Measured at 1764390000"))).toBe(true);
    const form = (label: string) => postPage().replace("</article>", `</article><form><label for="e">${label}</label><input id="e"></form>`);
    expect(same(form("Email"), form("Your email"))).toBe(true);
    // Nor do their links: Pagefind drops everything in them (an edited post's title moves it between its neighbours).
    expect(same(neighbours("A launch checklist"), neighbours("A launch checklist").replace("/blog/launch/", "/blog/launch-day/"))).toBe(true);
  });

  test("in an ignored element only an id, an image and an <h1> count: Pagefind counts anchors and may take the image", () => {
    const ignored = (inner: string) => postPage().replace("</article>", `</article><div data-pagefind-ignore="">${inner}</div>`);
    expect(same(ignored('<a href="/a/" class="x">A</a>'), ignored('<a href="/b/" class="y">A</a>'))).toBe(true);
    expect(same(ignored('<h2 id="one">A</h2>'), ignored('<h2 id="two">A</h2>'))).toBe(false);
    expect(same(ignored('<img src="/one.webp" alt="">'), ignored('<img src="/two.webp" alt="">'))).toBe(false);
  });

  test("different for the first image after the <h1>, even outside the marked region (a result's image)", () => {
    const page = (src: string) => postPage().replace('<img src="/static/cover.webp" alt="Cover">', "").replace("<footer>", `<footer><img src="${src}" alt="">`);
    expect(same(page("/one.webp"), page("/two.webp"))).toBe(false);
  });

  test("different for the text Pagefind indexes, an attribute in the marked region, the metadata, the title and the language", () => {
    expect(same(postPage(), postPage({ body: "A brand voice is a promise kept." }))).toBe(false);
    expect(same(postPage(), postPage().replace("/static/cover.webp", "/static/other.webp"))).toBe(false);
    expect(same(postPage(), postPage().replace("<p>", '<p class="lead">'))).toBe(false);
    expect(same(postPage(), postPage({ meta: "type:page" }))).toBe(false);
    expect(same(postPage(), postPage({ title: "Brand voice, again | Agency" }))).toBe(false);
    expect(same(postPage(), postPage({ lang: "fr" }))).toBe(false);
  });

  test("different for an <h1> in an ignored element (Pagefind may take it as the title)", () => {
    expect(same(postPage({ h1InIgnored: "One" }), postPage({ h1InIgnored: "Two" }))).toBe(false);
  });

  test("a page that marks nothing: its language, title and Pagefind attributes only", () => {
    const listing = (label: string) => `<html lang="en"><head><title>Blog</title></head><body><main><h1>Blog</h1><p>${label}</p></main></body></html>`;
    expect(indexedContentOf(listing("First"))).toBe("lang=en\n<title>Blog</title>");
    expect(same(listing("First"), listing("Second"))).toBe(true);
  });

  test("the marked region written out: its tags and attributes, its text but the ignored content", () => {
    const html =
      '<html lang="en"><body><main data-pagefind-body=""><p>Kept <b>bold</b></p><div data-pagefind-ignore="">Dropped <a href="/x/">link</a></div></main><p>Outside</p></body></html>';
    expect(indexedContentOf(html)).toBe(
      [
        "lang=en",
        "",
        '<main data-pagefind-body="">',
        '<div data-pagefind-ignore="">',
        "",
        '<main data-pagefind-body="">',
        "<p>",
        "Kept ",
        "<b>",
        "bold",
        "</b>",
        "</p>",
        '<div data-pagefind-ignore="">',
        "</div>",
        "</main>",
      ].join("\n"),
    );
  });
});

test("the words data-pagefind- in a page's text are not a tag", () => {
  const html = (words: string) => `<html lang="en"><body><main data-pagefind-body=""><p>Mark it with data-pagefind-${words}.</p></main></body></html>`;
  expect(indexedContentOf(html("body"))).toContain("Mark it with data-pagefind-body.");
  expect(
    indexedContentOf(html("body"))
      .split("\n")
      .filter((line) => line.startsWith("<main")),
  ).toEqual(['<main data-pagefind-body="">', '<main data-pagefind-body="">']);
});
