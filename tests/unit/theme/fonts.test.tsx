import * as React from "react";
import { render } from "@testing-library/react";
import { CRITICAL_FONT_URLS, fontFaceStyle, fontPreloadLinks } from "../../../src/theme/fonts";

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

it("serves the core characters from the preloaded files and the rest of Latin from the full ones", () => {
  const { container } = render(<>{fontFaceStyle()}</>);
  const css = container.querySelector("style")?.textContent ?? "";
  const faces = css.match(/@font-face\{font-family:'Inter Variable';font-style:normal;[^}]*\}/g) ?? [];
  expect(faces).toHaveLength(3);
  expect(faces[0]).toContain("unicode-range:U+20-7E,U+A0,U+A3,");
  // The full file covers Latin less the core: control characters, then ¡ (U+A1) on, never A–Z.
  expect(faces[1]).toContain("unicode-range:U+0-1F,U+7F-9F,U+A1-A2,U+A4-A8,");
  expect(faces[2]).toContain("unicode-range:U+0100-02BA");
});
