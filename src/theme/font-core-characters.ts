/**
 * The characters nearly every page uses: printable ASCII and the typographic marks and symbols of English copy (curly
 * quotes, dashes, ellipsis, bullet, middle dot, pound, euro, ©, ®, ™, ×, é). The first-view font files carry these
 * only; the rest of each font's Latin set stays in its full file, which a page downloads only when its text uses one
 * of those characters (fonts.ts; plugins/font-subsets cuts the files at build time; docs/architecture.md "Fonts").
 */
export const CORE_CODE_POINTS: readonly number[] = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, at) => 0x20 + at),
  0xa0,
  0xa3,
  0xa9,
  0xae,
  0xb7,
  0xd7,
  0xe9,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x20ac,
  0x2122,
];

/** The same characters as a CSS unicode-range ("U+20-7E,U+A0,…"). */
export function unicodeRange(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let at = 0; at < sorted.length;) {
    let end = at;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    const hex = (n: number) => n.toString(16).toUpperCase();
    ranges.push(end === at ? `U+${hex(sorted[at]!)}` : `U+${hex(sorted[at]!)}-${hex(sorted[end]!)}`);
    at = end + 1;
  }
  return ranges.join(",");
}

/** The code points of a CSS unicode-range ("U+0000-00FF,U+0131" → 0x0, 0x1, …, 0xFF, 0x131). */
export function codePointsOf(range: string): number[] {
  return range.split(",").flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-") as [string, string?];
    const start = parseInt(from, 16);
    const end = parseInt(to, 16);
    return Array.from({ length: end - start + 1 }, (_, at) => start + at);
  });
}
