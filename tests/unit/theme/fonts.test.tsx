import * as React from "react";
import { render } from "@testing-library/react";
import { CRITICAL_FONT_URLS, fontPreloadLinks } from "../../../src/theme/fonts";

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
