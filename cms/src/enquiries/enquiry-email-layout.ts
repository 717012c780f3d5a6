// Everything a visitor or an editor typed goes through escape-html before it reaches HTML text or a quoted attribute.
import escapeHtml from "escape-html";

/**
 * The site's brand colours (src/theme/theme.ts, `theme.colors`), written out because the CMS cannot import the
 * site's code: keep them in step with the theme. Email clients ignore style sheets, so every style is inline.
 */
const BRAND = {
  primary: "#1b3a5c",
  secondary: "#0f766e",
  tertiary: "#f4efe6",
  highlight: "#f2b134",
  light: "#ffffff",
  dark: "#14171c",
  muted: "#4b5563",
  rule: "#d9d2c5",
} as const;

const BODY_FONT = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const HEADING_FONT = "Fraunces, Georgia, 'Times New Roman', serif";

/** One labelled line of the enquiry ("Need: SEO"). */
export interface EmailDetail {
  label: string;
  value: string;
}

export interface EmailLayout {
  lang: string;
  /** The agency's name: the banner at the top. */
  agencyName: string;
  title: string;
  /** Paragraphs before the enquiry; line breaks inside one are kept. */
  paragraphs: readonly string[];
  quoteIntro?: string;
  details: readonly EmailDetail[];
  messageLabel: string;
  message: string;
  footer: string;
}

const paragraph = (text: string): string => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(text)}</p>`;

const detailRow = ({ label, value }: EmailDetail): string =>
  `<tr><th scope="row" align="left" style="padding:4px 16px 4px 0;color:${BRAND.muted};font-weight:600;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th>` +
  `<td style="padding:4px 0;vertical-align:top;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;

/**
 * The HTML part of both enquiry emails: the agency's name on its primary colour with the highlight underline, the
 * text, then the enquiry in full (its details as a table, the message as a quotation, line breaks kept).
 */
export const emailHtml = (layout: EmailLayout): string =>
  [
    "<!doctype html>",
    `<html lang="${escapeHtml(layout.lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(layout.title)}</title></head>`,
    `<body style="margin:0;padding:0;background:${BRAND.tertiary}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.tertiary}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${BRAND.light};color:${BRAND.dark};font-family:${BODY_FONT};font-size:16px;line-height:1.5">`,
    `<tr><td style="background:${BRAND.primary};color:${BRAND.light};padding:20px 24px;border-bottom:4px solid ${BRAND.highlight};font-family:${HEADING_FONT};font-size:22px;font-weight:700">${escapeHtml(layout.agencyName)}</td></tr>`,
    '<tr><td style="padding:24px">',
    ...layout.paragraphs.map(paragraph),
    ...(layout.quoteIntro ? [paragraph(layout.quoteIntro)] : []),
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px">${layout.details.map(detailRow).join("")}</table>`,
    `<p style="margin:0 0 4px;color:${BRAND.muted};font-weight:600">${escapeHtml(layout.messageLabel)}</p>`,
    `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND.secondary};background:${BRAND.tertiary};white-space:pre-wrap">${escapeHtml(layout.message)}</blockquote>`,
    "</td></tr>",
    `<tr><td style="padding:16px 24px;border-top:1px solid ${BRAND.rule};color:${BRAND.muted};font-size:14px">${escapeHtml(layout.footer)}</td></tr>`,
    "</table>",
    "</td></tr></table>",
    "</body>",
    "</html>",
  ].join("\n");

/** The text part: the same content, the message quoted line by line as email clients quote. */
export const emailText = (layout: EmailLayout): string =>
  [
    ...layout.paragraphs.flatMap((text) => [text, ""]),
    ...(layout.quoteIntro ? [layout.quoteIntro, ""] : []),
    ...layout.details.map(({ label, value }) => `${label}: ${value}`),
    "",
    `${layout.messageLabel}:`,
    ...layout.message.split(/\r\n|\r|\n/).map((line) => (line ? `> ${line}` : ">")),
    "",
    "-- ",
    layout.agencyName,
    layout.footer,
  ].join("\n");
