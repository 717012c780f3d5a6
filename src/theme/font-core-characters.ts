/**
 * The characters nearly every page uses: printable ASCII, the typographic marks and symbols of English copy (curly
 * quotes, dashes, ellipsis, bullet, middle dot, pound, euro, ©, ®, ™, ×) and the letters and marks of French copy
 * (accented letters, œ, guillemets, degree, the narrow no-break space before ; : ! ?). French is the site's second
 * language, and every page names it in the language switcher ("Français"): without them each page fetched a second
 * file per family, and the browser laid the page out again when it arrived (bench/RESULTS.md, 2026-11-29).
 * The first-view font files carry these only; the rest of each font's Latin set stays in its full file, which a page
 * downloads only when its text uses one of those characters (fonts.ts; plugins/font-subsets cuts the files at build
 * time; docs/architecture.md "Fonts").
 */
export const CORE_CODE_POINTS: readonly number[] = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, at) => 0x20 + at),
  0xa0,
  0xa3,
  0xa9,
  0xab, // «
  0xae,
  0xb0, // °
  0xb7,
  0xbb, // »
  ...[0xc0, 0xc2, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xcb, 0xce, 0xcf, 0xd4, 0xd9, 0xdb, 0xdc], // À Â Æ Ç È É Ê Ë Î Ï Ô Ù Û Ü
  0xd7,
  ...[0xe0, 0xe2, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xeb, 0xee, 0xef, 0xf4, 0xf9, 0xfb, 0xfc, 0xff], // à â æ ç è é ê ë î ï ô ù û ü ÿ
  0x152, // Œ
  0x153, // œ
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x202f, // narrow no-break space
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
