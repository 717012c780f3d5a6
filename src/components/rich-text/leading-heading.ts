const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&nbsp;": " " };

const plain = (html: string) =>
  html
    .replace(/&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/**
 * Sanitized rich-text HTML without its opening heading when that heading only repeats `title` (the page's
 * h1 already says it; a CMS body that starts with "# Cookie policy" would show it twice). Only a heading
 * of plain text is compared; anything else is returned unchanged.
 */
export function withoutLeadingHeading(html: string | null | undefined, title: string | null | undefined): string | null | undefined {
  if (!html || !title) return html;
  const match = /^\s*<h([2-6])>([^<]*)<\/h\1>\s*/.exec(html);
  if (!match || plain(match[2] ?? "") !== plain(title)) return html;
  return html.slice(match[0].length);
}
