// Everything a visitor typed goes through escape-html before it reaches HTML text or a quoted attribute.
import escapeHtml from "escape-html";

interface PageText {
  /** The page's language (`<html lang>`), the form's locale. */
  lang: string;
  title: string;
  /** Paragraphs before the list. */
  paragraphs: string[];
  list?: string[];
  /** Paragraphs after the list. */
  after?: string[];
  link: { href: string; label: string };
}

/**
 * The small page a browser without JavaScript sees when its plain form POST is refused (docs/enquiries.md). It is
 * served by the CMS, so it stands alone: no scripts, no external styles, every value escaped.
 */
export const enquiryPage = ({ lang, title, paragraphs, list, after = [], link }: PageText): string =>
  [
    "<!doctype html>",
    `<html lang="${escapeHtml(lang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    "<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a1a2e}a{color:#0b5c6b}</style>",
    "</head>",
    "<body>",
    "<main>",
    `<h1>${escapeHtml(title)}</h1>`,
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    ...(list && list.length > 0 ? ["<ul>", ...list.map((item) => `<li>${escapeHtml(item)}</li>`), "</ul>"] : []),
    ...after.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    "</main>",
    "</body>",
    "</html>",
  ].join("\n");
