/**
 * Every link a Markdown text holds, as the site's renderer reads it (plugins/cms-data-layer/rich-text: marked, then
 * sanitize-html, which keeps `<a href>` written as HTML): inline links `[text](target)`, reference definitions
 * `[id]: target`, autolinks `<scheme:…>` and HTML anchors, with character references and backslash escapes
 * decoded as a browser would. Images are not links (the site keeps only the CMS's own uploads); code is text.
 * The CMS judges each target with the site's own rule before saving (guards/safe-links.ts).
 */
export function markdownLinkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const written: string[] = [];
  for (const match of text.matchAll(LINK_TEXT)) {
    if (match[1] === "!") continue;
    const target = inlineDestination(text, (match.index ?? 0) + match[0].length);
    if (target !== undefined) written.push(target);
  }
  for (const match of text.matchAll(REFERENCE_DEFINITION)) written.push(unwrap(match[1] ?? ""));
  const html = [...text.matchAll(HTML_ANCHOR)].map((match) => decodeReferences(match[1] ?? match[2] ?? match[3] ?? ""));
  // An autolink takes no escapes: its text is the address.
  const autolinks = [...text.matchAll(AUTOLINK)].map((match) => decodeReferences(match[1] ?? ""));
  // Each once: "[x](<a:b>)" reads as a link and as an autolink.
  return [...new Set([...written.map((target) => decodeReferences(unescapeMarkdown(target))), ...autolinks, ...html])];
}

/** `[text](` or `![alt](`, with one level of brackets inside the text ("[see [1]](…)"). */
const LINK_TEXT = /(!?)\[(?:[^[\]\\]|\\.|\[(?:[^[\]\\]|\\.)*\])*\]\(\s*/g;
const REFERENCE_DEFINITION = /^ {0,3}\[(?:[^[\]\\]|\\.)+\]:[ \t]*\n?[ \t]*(<[^>\n]*>|\S+)/gm;
const AUTOLINK = /<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi;
const HTML_ANCHOR = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/** Fenced blocks and code spans render as text, never as links. */
const withoutCode = (markdown: string): string =>
  markdown.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, "").replace(/(`+)[^`][\s\S]*?\1/g, "");

/** The destination after `](`: `<…>`, or up to white space or the `)` that closes it (balanced parentheses inside). */
function inlineDestination(text: string, start: number): string | undefined {
  if (text[start] === "<") {
    const end = text.indexOf(">", start);
    return end === -1 ? undefined : text.slice(start + 1, end);
  }
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const character = text[index] ?? "";
    if (character === "\\") index += 1;
    else if (character === "(") depth += 1;
    else if (character === ")") {
      if (depth === 0) return text.slice(start, index);
      depth -= 1;
    } else if (/\s/.test(character)) return text.slice(start, index);
  }
  return undefined;
}

const unwrap = (target: string): string => (target.startsWith("<") && target.endsWith(">") ? target.slice(1, -1) : target);

const unescapeMarkdown = (target: string): string => target.replace(/\\([!-/:-@[-`{-~])/g, "$1");

/** The named references that can spell a scheme ("javascript&colon;") and the usual ones. */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
  period: ".",
};

const decodeReferences = (target: string): string =>
  target.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));?/gi, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal || hex) {
      const code = decimal ? Number(decimal) : parseInt(hex ?? "", 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[(name ?? "").toLowerCase()] ?? whole;
  });
