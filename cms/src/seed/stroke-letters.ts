/**
 * Letters drawn as strokes, for the seed images that must show words (client wordmarks).
 * SVG <text> would be drawn with whatever fonts the machine has, so a seed run elsewhere would upload other
 * pictures (and move the visual baselines); paths draw the same everywhere.
 * Each glyph is path data on a grid 6 units tall (0 at the cap line, 6 on the baseline) and `width` units wide;
 * small letters have their x-height at 2.2 and descend to 7.8, geometric forms (round bowls, straight stems).
 */
interface Glyph {
  width: number;
  d: string;
}

/** The round bowl of a, b, d, g, o, p and q: 3.6 wide, between the x-height and the baseline. */
const BOWL = "M1.8 2.2 A1.8 1.9 0 0 1 1.8 6 A1.8 1.9 0 0 1 1.8 2.2 Z";

const GLYPHS: Record<string, Glyph> = {
  A: { width: 4, d: "M0 6 L2 0 L4 6 M0.7 4 L3.3 4" },
  B: { width: 4, d: "M0 3 L2.5 3 A1.5 1.5 0 0 0 2.5 0 L0 0 L0 6 L2.6 6 A1.5 1.5 0 0 0 2.6 3" },
  C: { width: 4, d: "M3.6 1.1 A2 3 0 1 0 3.6 4.9" },
  D: { width: 4, d: "M0 0 L0 6 L1.5 6 A2.5 3 0 0 0 1.5 0 Z" },
  E: { width: 3.6, d: "M3.6 0 L0 0 L0 6 L3.6 6 M0 3 L2.8 3" },
  F: { width: 3.6, d: "M3.6 0 L0 0 L0 6 M0 3 L2.8 3" },
  G: { width: 4, d: "M3.6 1.1 A2 3 0 1 0 4 3.4 L2.2 3.4" },
  H: { width: 4, d: "M0 0 L0 6 M4 0 L4 6 M0 3 L4 3" },
  I: { width: 0, d: "M0 0 L0 6" },
  K: { width: 4, d: "M0 0 L0 6 M4 0 L0 3.6 M1.4 2.4 L4 6" },
  L: { width: 3.4, d: "M0 0 L0 6 L3.4 6" },
  M: { width: 5, d: "M0 6 L0 0 L2.5 4 L5 0 L5 6" },
  N: { width: 4, d: "M0 6 L0 0 L4 6 L4 0" },
  O: { width: 4.4, d: "M2.2 0 A2.2 3 0 0 1 2.2 6 A2.2 3 0 0 1 2.2 0 Z" },
  P: { width: 4, d: "M0 6 L0 0 L2.4 0 A1.6 1.6 0 0 1 2.4 3.2 L0 3.2" },
  R: { width: 4, d: "M0 6 L0 0 L2.4 0 A1.6 1.6 0 0 1 2.4 3.2 L0 3.2 M2.2 3.2 L4 6" },
  S: { width: 3.8, d: "M3.5 0.9 C3 0 0.3 -0.3 0.3 1.5 C0.3 3 3.8 2.8 3.8 4.4 C3.8 6.3 0.8 6.2 0.1 5.1" },
  T: { width: 4, d: "M0 0 L4 0 M2 0 L2 6" },
  U: { width: 4, d: "M0 0 L0 4 A2 2 0 0 0 4 4 L4 0" },
  V: { width: 4, d: "M0 0 L2 6 L4 0" },
  W: { width: 5.4, d: "M0 0 L1.3 6 L2.7 1.6 L4.1 6 L5.4 0" },
  X: { width: 4, d: "M0 0 L4 6 M4 0 L0 6" },
  Y: { width: 4, d: "M0 0 L2 3 L4 0 M2 3 L2 6" },
  Z: { width: 4, d: "M0 0 L4 0 L0 6 L4 6" },
  a: { width: 3.6, d: `M3.6 2.2 L3.6 6 ${BOWL}` },
  b: { width: 3.6, d: `M0 0 L0 6 ${BOWL}` },
  c: { width: 3.4, d: "M3.36 3.05 A1.8 1.9 0 1 0 3.36 5.15" },
  d: { width: 3.6, d: `M3.6 0 L3.6 6 ${BOWL}` },
  e: { width: 3.6, d: "M0.05 4.1 L3.6 4.1 A1.8 1.9 0 1 0 3.18 5.32" },
  f: { width: 2.4, d: "M2.4 0.35 A1.3 1.3 0 0 0 0.8 1.4 L0.8 6 M0 2.2 L2.4 2.2" },
  g: { width: 3.6, d: `M3.6 2.2 L3.6 6.5 A1.7 1.3 0 0 1 0.3 7.3 ${BOWL}` },
  h: { width: 3.2, d: "M0 0 L0 6 M0 3.9 A1.6 1.7 0 0 1 3.2 3.9 L3.2 6" },
  i: { width: 0, d: "M0 2.2 L0 6 M0 0.75 L0 0.8" },
  j: { width: 0.9, d: "M0.9 2.2 L0.9 7 A0.9 0.9 0 0 1 -0.3 7.7 M0.9 0.75 L0.9 0.8" },
  k: { width: 3.2, d: "M0 0 L0 6 M3.2 2.2 L0 4.7 M1.2 3.75 L3.2 6" },
  l: { width: 0, d: "M0 0 L0 6" },
  m: { width: 5.2, d: "M0 2.2 L0 6 M0 3.7 A1.3 1.5 0 0 1 2.6 3.7 L2.6 6 M2.6 3.7 A1.3 1.5 0 0 1 5.2 3.7 L5.2 6" },
  n: { width: 3.2, d: "M0 2.2 L0 6 M0 3.9 A1.6 1.7 0 0 1 3.2 3.9 L3.2 6" },
  o: { width: 3.6, d: BOWL },
  p: { width: 3.6, d: `M0 2.2 L0 7.8 ${BOWL}` },
  q: { width: 3.6, d: `M3.6 2.2 L3.6 7.8 ${BOWL}` },
  r: { width: 2.6, d: "M0 6 L0 2.2 M0 3.9 C0.4 2.6 1.4 2.1 2.6 2.3" },
  s: { width: 3.2, d: "M3 2.8 C2.6 2.1 0.3 2 0.3 3.2 C0.3 4.2 3.2 4 3.2 5 C3.2 6.3 0.7 6.2 0.1 5.4" },
  t: { width: 2.2, d: "M0.8 0.7 L0.8 5.2 A0.9 0.8 0 0 0 2.2 6 M0 2.2 L2.2 2.2" },
  u: { width: 3.2, d: "M0 2.2 L0 4.3 A1.6 1.7 0 0 0 3.2 4.3 M3.2 2.2 L3.2 6" },
  v: { width: 3.4, d: "M0 2.2 L1.7 6 L3.4 2.2" },
  w: { width: 4.8, d: "M0 2.2 L1.2 6 L2.4 3 L3.6 6 L4.8 2.2" },
  x: { width: 3.2, d: "M0 2.2 L3.2 6 M3.2 2.2 L0 6" },
  y: { width: 3.4, d: "M0 2.2 L1.75 5.9 M3.4 2.2 L1.1 7.8" },
  z: { width: 3.2, d: "M0 2.2 L3.2 2.2 L0 6 L3.2 6" },
  "&": { width: 4, d: "M4 6 L1.2 2.2 C0.4 1 1 0 1.9 0 C2.8 0 3.3 1 2.5 1.9 L1 3.4 C-0.2 4.6 0.6 6 1.9 6 C2.9 6 3.5 5.2 3.9 4.1" },
};

const SPACE = 2.6;
const TRACKING = 1.6;

/** The line's width in glyph units; letters without a glyph are a programming error, caught when seeding. */
export const strokeTextWidth = (text: string): number =>
  [...text].reduce((sum, char, index) => sum + (index ? TRACKING : 0) + (char === " " ? SPACE : glyph(char).width), 0);

/** A small letter without a drawing of its own is drawn as its capital. */
const glyph = (char: string): Glyph => {
  const found = GLYPHS[char] ?? GLYPHS[char.toUpperCase()];
  if (!found) throw new Error(`[seed] no stroke letter for "${char}" (cms/src/seed/stroke-letters.ts)`);
  return found;
};

/**
 * One line of letters as an SVG group: `height` is the cap height in pixels, (x, y) the top left corner of the
 * first capital. The stroke is `weight` sixths of the cap height (1 by default, so small sizes stay legible).
 */
export const strokeText = (text: string, x: number, y: number, height: number, colour: string, weight = 1): string => {
  const scale = height / 6;
  let cursor = 0;
  const paths: string[] = [];
  for (const [index, char] of [...text].entries()) {
    if (index) cursor += TRACKING;
    if (char === " ") {
      cursor += SPACE;
      continue;
    }
    const { width, d } = glyph(char);
    paths.push(`<path transform="translate(${cursor.toFixed(2)} 0)" d="${d}"/>`);
    cursor += width;
  }
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})" fill="none" stroke="${colour}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${paths.join("")}</g>`;
};
