import type { ExcerptSegment } from "./search-types";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Pagefind's excerpt is HTML text (its `<` and `>` escaped): its character references as the characters they stand for. */
function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference: string, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return ENTITIES[name.toLowerCase()] ?? reference;
  });
}

/**
 * A Pagefind excerpt (`text <mark>term</mark> text`) as text and marked segments, so it renders as React text with
 * no HTML injected (the site has one dangerouslySetInnerHTML, for CMS rich text). Any other tag is dropped; an
 * unclosed <mark> marks the rest.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const push = (html: string, marked: boolean) => {
    const text = decodeEntities(html.replace(/<[^>]*>/g, ""));
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.marked === marked) last.text += text;
    else segments.push({ text, marked });
  };
  const pattern = /<mark\b[^>]*>([\s\S]*?)(?:<\/mark>|$)/gi;
  let from = 0;
  for (const match of excerpt.matchAll(pattern)) {
    push(excerpt.slice(from, match.index), false);
    push(match[1] ?? "", true);
    from = match.index + match[0].length;
  }
  push(excerpt.slice(from), false);
  return segments;
}
