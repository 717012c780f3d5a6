import * as React from "react";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import interCore from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?subset=core";
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2";
import interLatinItalic from "@fontsource-variable/inter/files/inter-latin-wght-italic.woff2";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
import frauncesCore from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?subset=core";
import frauncesLatinExt from "@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2";
import frauncesLatinItalic from "@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2";
import groteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";
import groteskCore from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?subset=core";
import { codePointsOf, CORE_CODE_POINTS, unicodeRange } from "./font-core-characters";
import groteskLatinExt from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2";

/**
 * The three self-hosted font families (no request leaves the site). Text paints at once in a local
 * fallback whose metrics are overridden to match the web font (measured in Chromium: advance width of a
 * sample paragraph and the fonts' ascent/descent), so the swap to the web font moves nothing.
 */
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const LATIN_EXT =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

// The first view's files hold the core characters only (font-core-characters.ts); the full Latin file serves the rest
// of its range, fetched only by a page whose text uses it.
const CORE = unicodeRange(CORE_CODE_POINTS);
const LATIN_REST = unicodeRange(codePointsOf(LATIN).filter((codePoint) => !CORE_CODE_POINTS.includes(codePoint)));

interface Face {
  family: string;
  url: string;
  weight: string;
  style?: "normal" | "italic";
  range: string;
}

/**
 * The rest of each typeface's Latin is a family of its own ("… Rest"), next in the font stacks (theme.ts), not more
 * faces of the first family. Chromium makes a stand-in font for every face of a family that has not loaded, at every
 * size and weight the text uses, whether or not the text needs that face; on Linux each costs a round trip to the
 * browser process (18 on the home page, about a third of its first layout). A family further down the stack is only
 * consulted for a character the first one lacks. Measured in bench/RESULTS.md (2026-11-30, font look-ups).
 */
const FACES: Face[] = [
  { family: "Inter Variable", url: interCore, weight: "100 900", range: CORE },
  { family: "Inter Variable", url: interLatinItalic, weight: "100 900", style: "italic", range: LATIN },
  { family: "Inter Variable Rest", url: interLatin, weight: "100 900", range: LATIN_REST },
  { family: "Inter Variable Rest", url: interLatinExt, weight: "100 900", range: LATIN_EXT },
  { family: "Fraunces Variable", url: frauncesCore, weight: "100 900", range: CORE },
  { family: "Fraunces Variable", url: frauncesLatinItalic, weight: "100 900", style: "italic", range: LATIN },
  { family: "Fraunces Variable Rest", url: frauncesLatin, weight: "100 900", range: LATIN_REST },
  { family: "Fraunces Variable Rest", url: frauncesLatinExt, weight: "100 900", range: LATIN_EXT },
  { family: "Space Grotesk Variable", url: groteskCore, weight: "300 700", range: CORE },
  { family: "Space Grotesk Variable Rest", url: groteskLatin, weight: "300 700", range: LATIN_REST },
  { family: "Space Grotesk Variable Rest", url: groteskLatinExt, weight: "300 700", range: LATIN_EXT },
];

/** Local fonts stretched to the web fonts' metrics (Arial ≈ Liberation Sans, Times New Roman ≈ Liberation Serif). */
const FALLBACKS = [
  { family: "Inter Fallback", local: ["Arial", "Liberation Sans", "Helvetica"], sizeAdjust: "107.02%", ascent: "90.55%", descent: "22.52%" },
  { family: "Fraunces Fallback", local: ["Times New Roman", "Liberation Serif", "Times"], sizeAdjust: "115.58%", ascent: "84.62%", descent: "22.06%" },
  { family: "Space Grotesk Fallback", local: ["Arial", "Liberation Sans", "Helvetica"], sizeAdjust: "109.12%", ascent: "90.18%", descent: "26.76%" },
];

// Written compact: this text is in every page's <head>.
const FONT_FACES = [
  ...FACES.map(
    (face) =>
      `@font-face{font-family:'${face.family}';font-style:${face.style ?? "normal"};font-display:swap;font-weight:${face.weight};` +
      `src:url(${face.url}) format('woff2-variations'),url(${face.url}) format('woff2');unicode-range:${face.range}}`,
  ),
  ...FALLBACKS.map(
    (fallback) =>
      `@font-face{font-family:'${fallback.family}';src:${fallback.local.map((name) => `local('${name}')`).join(",")};` +
      `size-adjust:${fallback.sizeAdjust};ascent-override:${fallback.ascent};descent-override:${fallback.descent};line-gap-override:0%}`,
  ),
].join("");

/** The files every page's first view needs (body, headings, navigation), worth a preload. */
export const CRITICAL_FONT_URLS: readonly string[] = [interCore, frauncesCore, groteskCore];

/**
 * The @font-face rules, for the server-rendered <head>. They live here rather than in the extracted CSS because
 * their URLs are the bundler's asset URLs, known when the page is rendered; the build never evaluates font files.
 */
export function fontFaceStyle(): React.ReactElement {
  return React.createElement("style", { key: "font-faces", dangerouslySetInnerHTML: { __html: FONT_FACES } });
}

/** <link rel="preload"> for the critical fonts, for the server-rendered <head>. */
export function fontPreloadLinks(): React.ReactElement[] {
  return CRITICAL_FONT_URLS.map((href) =>
    React.createElement("link", { key: href, rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "anonymous" }),
  );
}
