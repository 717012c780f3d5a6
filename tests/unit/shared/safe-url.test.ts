import { ExternalUrlNotAllowedError, resolveLink, UnsafeUrlError } from "@agency/shared/rules/safe-url";

const site = { siteOrigins: ["https://agency.example"] };

describe("resolveLink: the safe-link rules", () => {
  it.each([
    ["/about/", { kind: "internal", path: "/about/" }],
    ["#free-consultation", { kind: "internal", path: "#free-consultation" }],
    ["team/", { kind: "internal", path: "team/" }],
    ["https://agency.example/blog/?p=2#x", { kind: "internal", path: "/blog/?p=2#x" }],
    ["mailto:hello@agency.example", { kind: "contact", href: "mailto:hello@agency.example" }],
    ["tel:+442079460321", { kind: "contact", href: "tel:+442079460321" }],
  ])("%s is followed without an external flag", (href, expected) => {
    expect(resolveLink(href, site)).toEqual(expected);
  });

  it("refuses an external URL without the external flag, saying it is not allowed by default", () => {
    expect(() => resolveLink("https://elsewhere.example/", site)).toThrow(ExternalUrlNotAllowedError);
    expect(() => resolveLink("https://elsewhere.example/", site)).toThrow(/not allowed by default/);
    expect(() => resolveLink("//elsewhere.example/x", site)).toThrow(ExternalUrlNotAllowedError);
    // Browsers read "/\\host" as "//host".
    expect(() => resolveLink("/\\elsewhere.example/x", site)).toThrow(ExternalUrlNotAllowedError);
  });

  it("follows an external URL with the flag", () => {
    expect(resolveLink("https://elsewhere.example/a", { ...site, external: true })).toEqual({
      kind: "external",
      href: "https://elsewhere.example/a",
    });
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "\\\\evil.example\\share",
  ])("rejects the unsafe %j even with the external flag", (href) => {
    expect(() => resolveLink(href, { ...site, external: true })).toThrow(UnsafeUrlError);
  });
});
