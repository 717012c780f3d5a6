import * as React from "react";
import { render, screen } from "@testing-library/react";
import { SafeLink } from "../../../src/components/links/safe-link";
import { resolveLink } from "@agency/shared/rules/safe-url";

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby.js"));

// jsdom's own origin counts as this site, like window.location.origin in a browser.
const HERE = window.location.origin;

function renderLink(props: React.ComponentProps<typeof SafeLink>) {
  const { container } = render(<SafeLink {...props}>link</SafeLink>);
  return container.querySelector("a")!;
}

describe("SafeLink", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  // That internal links navigate in-app (no document load) is checked in real Chromium: tests/e2e/runtime/navigation.spec.ts.
  it("renders internal paths with the trailing slash routes use", () => {
    expect(renderLink({ to: "/services/digital" })).toHaveAttribute("href", "/services/digital/");
    expect(renderLink({ to: "/#free-consultation", id: "c" })).toHaveAttribute("href", "/#free-consultation");
  });

  it("treats an absolute URL on this site as internal", () => {
    expect(resolveLink(`${HERE}/about?x=1#top`, { siteOrigins: [HERE] })).toEqual({ kind: "internal", path: "/about?x=1#top" });
  });

  it("refuses an external URL without the external flag, saying it is not allowed by default", () => {
    expect(() => renderLink({ to: "https://example.org/" })).toThrow(/is not allowed by default/);
  });

  it("opens an external URL with the flag, always with rel=noopener noreferrer", () => {
    const link = renderLink({ to: "https://example.org/", external: true, rel: "opener" });
    expect(link).toHaveAttribute("href", "https://example.org/");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("marks a link that leaves the site: an arrow to see (hidden from speech) and words to hear", () => {
    const link = renderLink({ to: "https://example.org/", external: true });
    expect(link).toHaveTextContent("link (leaves this site)");
    // The arrow is drawn (no system font for "↗"), inside the part hidden from speech.
    const mark = link.querySelector("svg");
    expect(mark).toHaveAttribute("aria-hidden", "true");
    expect(mark?.querySelectorAll("path")).toHaveLength(1);
    expect(renderLink({ to: "/about/" })).toHaveTextContent(/^link$/);
    expect(renderLink({ to: "mailto:hello@example.org" })).toHaveTextContent(/^link$/);
    expect(renderLink({ to: "/about/" }).querySelector("svg")).toBeNull();
  });

  it.each(["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "data:text/html,hi", "vbscript:x", "\\\\evil.com"])(
    "rejects the unsafe URL %j even when flagged external",
    (to) => {
      expect(() => renderLink({ to, external: true })).toThrow(/unsafe protocol/);
    },
  );

  it("judges /\\host as the other host it leads to", () => {
    expect(() => renderLink({ to: "/\\evil.com" })).toThrow(/is not allowed by default/);
    expect(resolveLink("/\\evil.com", { external: true, siteOrigins: [HERE] })).toEqual({ kind: "external", href: "https://evil.com/" });
  });

  it("renders mailto:, tel: and fragments as plain anchors", () => {
    expect(renderLink({ to: "mailto:hello@example.com" })).toHaveAttribute("href", "mailto:hello@example.com");
  });

  it("marks the current page", () => {
    expect(renderLink({ to: "/about/", current: true })).toHaveAttribute("aria-current", "page");
  });
});

describe("SafeLink plain anchors", () => {
  it.each([
    ["tel:+442079460321", "tel:+442079460321"],
    ["#main", "#main"],
  ])("%s", (to, href) => {
    render(<SafeLink to={to}>x</SafeLink>);
    expect(screen.getByText("x")).toHaveAttribute("href", href);
  });
});
