import type { WordmarkStyle } from "./seed-types";
import { strokeText, strokeTextWidth } from "./stroke-letters";

/**
 * A client's logo: its name drawn as strokes in the client's letter case and weight, and a small mark of its own
 * (a pine for Harbour & Pine, tally strokes for Tally, …), beside or above the name. Each client's logo looks
 * like a different business's, and what it shows is the name its alternative text gives.
 */

/** The marks, each drawn in a 100-unit box: `ink` is the letters' colour, `accent` the mark's, `paper` the background. */
const MARKS: Record<WordmarkStyle["mark"], (ink: string, accent: string, paper: string) => string> = {
  pine: (_ink, accent) =>
    `<path d="M50 2 L74 34 L62 34 L82 60 L67 60 L90 86 L10 86 L33 60 L18 60 L38 34 L26 34 Z" fill="${accent}"/><rect x="44" y="84" width="12" height="14" fill="${accent}"/>`,
  compass: (ink, accent) =>
    `<circle cx="50" cy="50" r="43" fill="none" stroke="${ink}" stroke-width="7"/><path d="M50 12 L63 50 L37 50 Z" fill="${accent}"/><path d="M50 88 L63 50 L37 50 Z" fill="${ink}" opacity="0.35"/>`,
  tally: (_ink, accent) =>
    `<path d="M20 14 L20 86 M40 14 L40 86 M60 14 L60 86 M80 14 L80 86 M6 72 L94 28" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`,
  leaf: (_ink, accent, paper) =>
    `<path d="M10 90 C10 40 42 10 90 10 C90 60 60 90 10 90 Z" fill="${accent}"/><path d="M14 86 L66 34" stroke="${paper}" stroke-width="6" stroke-linecap="round"/>`,
  berries: (ink, accent) =>
    [
      [40, 40],
      [62, 40],
      [29, 60],
      [51, 60],
      [73, 60],
      [40, 80],
      [62, 80],
    ]
      .map(([x, y], index) => `<circle cx="${x}" cy="${y}" r="12.5" fill="${accent}" opacity="${index % 2 ? 0.8 : 1}"/>`)
      .join("") + `<path d="M51 28 C46 14 56 2 74 2 C71 18 62 26 51 28 Z" fill="${ink}"/>`,
  orbit: (ink, accent) =>
    `<circle cx="50" cy="50" r="24" fill="${accent}"/><ellipse cx="50" cy="50" rx="46" ry="22" transform="rotate(-20 50 50)" fill="none" stroke="${ink}" stroke-width="6"/><circle cx="78.3" cy="24.7" r="7.5" fill="${ink}"/>`,
};

const inCase = (name: string, letterCase: WordmarkStyle["letterCase"]): string =>
  letterCase === "upper" ? name.toUpperCase() : letterCase === "lower" ? name.toLowerCase() : name;

/** Two lines as close in length as the words allow. */
const splitInTwo = (words: string[]): [string, string] => {
  let best: [string, string] = [words.join(" "), ""];
  let bestDifference = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const first = words.slice(0, cut).join(" ");
    const second = words.slice(cut).join(" ");
    const difference = Math.abs(strokeTextWidth(first) - strokeTextWidth(second));
    if (difference < bestDifference) [best, bestDifference] = [[first, second], difference];
  }
  return best;
};

/** The wordmark as SVG shapes on a `w` by `h` picture; `paper` is the background, `ink` the letters, `accent` the mark. */
export const drawWordmark = (w: number, h: number, [paper, ink, accent]: readonly [string, string, string], name: string, style: WordmarkStyle): string[] => {
  const words = inCase(name, style.letterCase).split(" ");
  // Long names take two lines beside a mark; above one, the line is as wide as the picture allows.
  const twoLines = words.length > 1 && name.length > (style.layout === "inline" ? 10 : 16);
  const lines = twoLines ? splitInTwo(words) : [words.join(" ")];
  const units = Math.max(...lines.map(strokeTextWidth)) / 6; // widest line, in cap heights
  const leadingRatio = 1.75;
  const blockRatio = 1 + (lines.length - 1) * leadingRatio; // the lines' height, in cap heights
  let cap: number;
  let mark: number;
  let markX: number;
  let markY: number;
  let textX: (lineWidth: number) => number;
  let textY: number;
  if (style.layout === "inline") {
    // The mark as tall as the lines (at least 1.7 cap heights), then a gap of 0.8.
    const markRatio = Math.max(1.7, blockRatio * 1.05);
    cap = Math.min((w * 0.84) / (markRatio + 0.8 + units), (h * 0.62) / Math.max(markRatio, blockRatio));
    mark = markRatio * cap;
    const left = (w - (mark + 0.8 * cap + units * cap)) / 2;
    [markX, markY] = [left, (h - mark) / 2];
    textX = () => left + mark + 0.8 * cap;
    textY = (h - blockRatio * cap) / 2;
  } else {
    // A little over a third of the height for the mark, the lines under it as large as the width allows.
    mark = h * 0.36;
    const gap = h * 0.06;
    cap = Math.min((w * 0.84) / units, (h * 0.8 - mark - gap) / blockRatio);
    const top = (h - (mark + gap + blockRatio * cap)) / 2;
    [markX, markY] = [(w - mark) / 2, top];
    textX = (lineWidth) => (w - lineWidth) / 2;
    textY = top + mark + gap;
  }
  const leading = leadingRatio * cap;
  const shapes = [
    `<g transform="translate(${markX.toFixed(1)} ${markY.toFixed(1)}) scale(${(mark / 100).toFixed(4)})">${MARKS[style.mark](ink, accent, paper)}</g>`,
  ];
  lines.forEach((line, index) => {
    const lineWidth = (strokeTextWidth(line) * cap) / 6;
    shapes.push(strokeText(line, textX(lineWidth), textY + index * leading, cap, ink, style.weight));
  });
  return shapes;
};
