/**
 * The links the CMS finds in a Markdown field before it judges them (src/lib/markdown-links.ts), and the words of the
 * one link rule (src/contract/safe-url.ts). Plain Jest: no Strapi needed.
 * Run: npx jest --config cms/tests/jest.config.cjs markdown-links
 */
import { unsafeLinkReason } from "../src/contract/safe-url";
import { markdownLinkTargets } from "../src/lib/markdown-links";

describe("markdownLinkTargets", () => {
  test("inline links, with parentheses and a title; images left out", () => {
    expect(markdownLinkTargets('See [offer](https://example.com/a_(b) "Offer"), ![logo](/uploads/logo.png) and [x](<javascript:alert(1)>).')).toEqual([
      "https://example.com/a_(b)",
      "javascript:alert(1)",
    ]);
    expect(markdownLinkTargets("[offer](javascript://example.com/%0Aalert(1))")).toEqual(["javascript://example.com/%0Aalert(1)"]);
    expect(markdownLinkTargets("[see [1]](/notes/)")).toEqual(["/notes/"]);
  });

  test("reference definitions, autolinks and HTML anchors, with references and escapes decoded", () => {
    expect(markdownLinkTargets("[a][1]\n\n[1]: javascript&colon;alert(1)")).toEqual(["javascript:alert(1)"]);
    expect(markdownLinkTargets("Write to <mailto:hello@example.com>.")).toEqual(["mailto:hello@example.com"]);
    expect(markdownLinkTargets("<a title=\"x\" href='java&#x73;cript:alert(1)'>x</a> <A HREF=/contact/>c</A>")).toEqual(["javascript:alert(1)", "/contact/"]);
    expect(markdownLinkTargets("[x](javascript\\:alert(1))")).toEqual(["javascript:alert(1)"]);
  });

  test("code is text: spans and fenced blocks hold no links", () => {
    expect(markdownLinkTargets('`[x](javascript:alert(1))`\n\n```\n<a href="javascript:alert(1)">x</a>\n```\n[ok](/ok/)')).toEqual(["/ok/"]);
  });
});

describe("unsafeLinkReason", () => {
  test.each(["https://example.com/", "http://example.com/", "mailto:hello@example.com", "tel:+442079460321", "/contact/", "#top", "//cdn.example.com/x"])(
    "%s may be used",
    (href) => {
      expect(unsafeLinkReason(href)).toBeUndefined();
    },
  );

  test.each([
    "javascript://example.com/%0Aalert(1)",
    "java\tscript:alert(1)",
    " JAVASCRIPT:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "\\\\evil",
    "https://",
  ])("%j is refused with the editor's words", (href) => {
    expect(unsafeLinkReason(href)).toBe("a link must start with http://, https://, mailto: or tel:, or be a path on this site such as /contact/");
  });
});
