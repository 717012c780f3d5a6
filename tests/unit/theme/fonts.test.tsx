import * as React from "react";
import { render } from "@testing-library/react";
import { CRITICAL_FONT_URLS, fontFaceStyle, fontPreloadLinks } from "../../../src/theme/fonts";
import { theme } from "../../../src/theme/theme";

it("preloads the three critical self-hosted fonts in the server-rendered head", () => {
  const { container } = render(<>{fontPreloadLinks()}</>);
  const links = container.querySelectorAll('link[rel="preload"][as="font"][type="font/woff2"][crossorigin="anonymous"]');
  expect(links).toHaveLength(3);
  expect([...links].map((link) => link.getAttribute("href"))).toEqual([
    "/static/inter-latin-wght-normal.woff2",
    expect.stringMatching(/^\/static\/fraunces-latin-.*\.woff2$/),
    expect.stringMatching(/^\/static\/space-grotesk-latin-.*\.woff2$/),
  ]);
  expect(new Set(CRITICAL_FONT_URLS).size).toBe(3);
});

it("serves the core characters from the preloaded files and the rest of Latin from a second family, next in each stack", () => {
  const { container } = render(<>{fontFaceStyle()}</>);
  const css = container.querySelector("style")?.textContent ?? "";
  const first = css.match(/@font-face\{font-family:'Inter Variable';font-style:normal;[^}]*\}/g) ?? [];
  expect(first).toHaveLength(1);
  expect(first[0]).toContain("unicode-range:U+20-7E,U+A0,U+A3,");
  // The full file covers Latin less the core: control characters, then ¡ (U+A1) on, never A–Z.
  const rest = css.match(/@font-face\{font-family:'Inter Variable Rest';font-style:normal;[^}]*\}/g) ?? [];
  expect(rest).toHaveLength(2);
  expect(rest[0]).toContain("unicode-range:U+0-1F,U+7F-9F,U+A1-A2,U+A4-A8,");
  expect(rest[1]).toContain("unicode-range:U+0100-02BA");
  const normalFaces = [...css.matchAll(/@font-face\{font-family:'([^']+)';font-style:normal;/g)].map((match) => match[1]);
  expect(normalFaces).toEqual([
    "Inter Variable",
    "Inter Variable Rest",
    "Inter Variable Rest",
    "Fraunces Variable",
    "Fraunces Variable Rest",
    "Fraunces Variable Rest",
    "Space Grotesk Variable",
    "Space Grotesk Variable Rest",
    "Space Grotesk Variable Rest",
  ]);
});

it("puts each typeface's second family right after its first in the theme's font stacks", () => {
  expect(theme.fonts.heading).toBe("'Fraunces Variable', 'Fraunces Variable Rest', 'Fraunces Fallback', Georgia, 'Times New Roman', serif");
  expect(theme.fonts.body).toBe("'Inter Variable', 'Inter Variable Rest', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif");
  expect(theme.fonts.accent).toBe("'Space Grotesk Variable', 'Space Grotesk Variable Rest', 'Space Grotesk Fallback', 'Inter Variable', system-ui, sans-serif");
});
