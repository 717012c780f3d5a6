import { resolveRequest } from "../../src/serve/resolve-request";

const files = new Set(["/index.html", "/about/index.html", "/blog/café/index.html", "/app-0123456789abcdef0123.js", "/404.html"]);

describe("request → file resolution (trailingSlash: always)", () => {
  test.each([
    ["/", { kind: "file", file: "/index.html" }],
    ["/about/", { kind: "file", file: "/about/index.html" }],
    ["/about/?utm=x", { kind: "file", file: "/about/index.html" }],
    ["/about", { kind: "redirect", location: "/about/" }],
    ["/about?utm=x", { kind: "redirect", location: "/about/?utm=x" }],
    ["/about/index.html", { kind: "file", file: "/about/index.html" }],
    ["/blog/caf%C3%A9/", { kind: "file", file: "/blog/café/index.html" }],
    ["/app-0123456789abcdef0123.js", { kind: "file", file: "/app-0123456789abcdef0123.js" }],
    ["/nope", { kind: "not-found" }],
    ["/nope/", { kind: "not-found" }],
    ["/app-0123456789abcdef0123.js/", { kind: "not-found" }],
    ["/../etc/passwd", { kind: "not-found" }],
    ["/%2e%2e/etc/passwd", { kind: "not-found" }],
    ["/about%2F..%2F..%2Fetc", { kind: "bad-request" }],
    ["/a%00b", { kind: "bad-request" }],
    ["/%E0%A4%A", { kind: "bad-request" }],
  ])("%s", (url, expected) => {
    expect(resolveRequest(url, files)).toEqual(expected);
  });
});
