import { excerptSegments } from "../../../../src/features/search/excerpt-segments";

describe("a Pagefind excerpt as text and marked segments", () => {
  it("splits text around each <mark>", () => {
    expect(excerptSegments("How to ask for <mark>consent</mark> without losing your <mark>data</mark>.")).toEqual([
      { text: "How to ask for ", marked: false },
      { text: "consent", marked: true },
      { text: " without losing your ", marked: false },
      { text: "data", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("is one text segment when nothing is marked, and nothing for an empty excerpt", () => {
    expect(excerptSegments("A plain sentence.")).toEqual([{ text: "A plain sentence.", marked: false }]);
    expect(excerptSegments("")).toEqual([]);
  });

  it("starts and ends with marks without empty segments", () => {
    expect(excerptSegments("<mark>Cookie</mark> <mark>consent</mark>")).toEqual([
      { text: "Cookie", marked: true },
      { text: " ", marked: false },
      { text: "consent", marked: true },
    ]);
  });

  it("joins marks that touch into one", () => {
    expect(excerptSegments("<mark>re</mark><mark>brand</mark> now")).toEqual([
      { text: "rebrand", marked: true },
      { text: " now", marked: false },
    ]);
  });

  it("turns character references back into the characters (Pagefind escapes < and >), and markup into nothing", () => {
    expect(excerptSegments("Use &lt;dialog&gt; &amp; <mark>focus</mark> &quot;traps&quot; &#39;rightly&#x27; caf&eacute;")).toEqual([
      { text: "Use <dialog> & ", marked: false },
      { text: "focus", marked: true },
      { text: " \"traps\" 'rightly' caf&eacute;", marked: false },
    ]);
    expect(excerptSegments('Text <img src=x onerror="alert(1)"><b>bold</b> <mark class="x">hit</mark>')).toEqual([
      { text: "Text bold ", marked: false },
      { text: "hit", marked: true },
    ]);
  });

  it("keeps text that only looks like markup once decoded as text, never as an element", () => {
    expect(excerptSegments("&lt;script&gt;alert(1)&lt;/script&gt;")).toEqual([{ text: "<script>alert(1)</script>", marked: false }]);
  });

  it("marks the rest after an unclosed <mark>", () => {
    expect(excerptSegments("Brand <mark>refresh")).toEqual([
      { text: "Brand ", marked: false },
      { text: "refresh", marked: true },
    ]);
  });
});
