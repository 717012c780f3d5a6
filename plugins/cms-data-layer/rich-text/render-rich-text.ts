import { Marked } from "marked";
import sanitizeHtml, { type IOptions, type Attributes } from "sanitize-html";
import { resolveLink, type LinkTarget } from "../../../shared/rules/safe-url";
import { telephoneHref } from "../../../src/lib/telephone";
import { internalLinkPath } from "./internal-link-path";

/**
 * CMS markdown → HTML, sanitized once here at build time with an allow-list, so the browser ships no
 * sanitizer and no unsafe HTML ever reaches page-data (docs/content-model.md).
 */
export interface RichTextContext {
  /** Origin of the CMS: rich-text images may come from its `/uploads/`… */
  cmsOrigin: string;
  /** …or from under this URL, where the CMS's media live when they are in a bucket (BuildEnv.mediaUrl). */
  mediaUrl?: string;
  /** Origins that are this site: absolute links to them become in-app links. */
  siteOrigins: readonly string[];
  /** Copies a CMS image next to the site and answers its local URL (no hot-linking to the CMS). */
  localizeImage(source: URL): string;
}

// Dropped tags keep their text; a tag renamed to this one is dropped that way.
const DROP = "dropped-by-sanitizer";

const marked = new Marked({ gfm: true, breaks: false, async: false });

export function renderRichText(markdown: string, context: RichTextContext): string {
  const html = marked.parse(markdown) as string;
  return sanitizeRichHtml(html, context);
}

export function sanitizeRichHtml(html: string, context: RichTextContext): string {
  return sanitizeHtml(html, sanitizeOptions(context)).trim();
}

function sanitizeOptions(context: RichTextContext): IOptions {
  return {
    allowedTags: [
      "p",
      "br",
      "hr",
      "h2",
      "h3",
      "h4",
      "h5",
      "h6",
      "strong",
      "em",
      "b",
      "i",
      "s",
      "del",
      "sup",
      "sub",
      "blockquote",
      "ul",
      "ol",
      "li",
      "a",
      "code",
      "pre",
      "img",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
    ],
    // Content of these never becomes text.
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template", "title"],
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
      ol: ["start"],
      th: ["scope"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    transformTags: {
      // One h1 per page belongs to the template.
      h1: "h2",
      a: (tagName, attribs) => transformLink(attribs, context),
      img: (tagName, attribs) => transformImage(attribs, context),
    },
  };
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Links: unsafe or unreadable ones lose their anchor (the text stays); external ones open safely. */
function transformLink(attribs: Attributes, context: RichTextContext): sanitizeHtml.Tag {
  const target = classifyHref(attribs.href, context);
  if (!target) return { tagName: DROP, attribs: {} };
  const title: Attributes = attribs.title ? { title: attribs.title } : {};
  if (target.kind === "external") {
    return { tagName: "a", attribs: { href: target.href, ...title, rel: "noopener noreferrer", target: "_blank" } };
  }
  if (target.kind === "contact") {
    const href = target.href.toLowerCase().startsWith("tel:") ? telephoneHref(target.href.slice(4)) : target.href;
    return { tagName: "a", attribs: { href, ...title } };
  }
  return { tagName: "a", attribs: { href: internalLinkPath(target.path), ...title } };
}

function classifyHref(href: string | undefined, context: RichTextContext): LinkTarget | null {
  // A control character left inside a URL (after the ones browsers strip) makes it unreadable: drop it
  // rather than guess how a browser would repair it.
  if (href === undefined || CONTROL_CHARACTERS.test(href.replace(/[\t\n\r]/g, "").trim())) return null;
  const options = { external: true, siteOrigins: context.siteOrigins };
  try {
    return resolveLink(href, options);
  } catch {
    return null;
  }
}

function transformImage(attribs: Attributes, context: RichTextContext): sanitizeHtml.Tag {
  const source = cmsImageUrl(attribs.src, context.cmsOrigin) ?? mediaImageUrl(attribs.src, context.mediaUrl);
  if (!source) return { tagName: DROP, attribs: {} };
  const kept: Attributes = { src: context.localizeImage(source), alt: attribs.alt ?? "", loading: "lazy", decoding: "async" };
  if (attribs.title) kept.title = attribs.title;
  for (const dimension of ["width", "height"] as const) {
    const value = attribs[dimension];
    if (value && /^\d{1,5}$/.test(value)) kept[dimension] = value;
  }
  return { tagName: "img", attribs: kept };
}

// eslint-disable-next-line no-control-regex -- browsers ignore these in URLs, so they are removed before the host is read
const withoutControls = (src: string) => src.replace(/[\u0000-\u0020]/g, "");

/** Strapi serves local uploads as `/uploads/...`; anything not on the CMS host is refused here. */
function cmsImageUrl(src: string | undefined, cmsOrigin: string): URL | null {
  if (!src) return null;
  const clean = withoutControls(src);
  // Absolute URLs on the CMS host, or the root-relative `/uploads/…` paths Strapi's local provider writes.
  if (!/^https?:\/\//i.test(clean) && !clean.startsWith("/uploads/")) return null;
  let url: URL;
  try {
    url = new URL(clean, cmsOrigin);
  } catch {
    return null;
  }
  if (url.origin !== cmsOrigin || !/^https?:$/.test(url.protocol)) return null;
  // Checked after normalisation: "/uploads/../admin/x.png" is not an upload.
  if (!url.pathname.startsWith("/uploads/")) return null;
  return url;
}

/** With media in a bucket, the upload provider writes absolute URLs under the bucket's (or CDN's) base URL. */
function mediaImageUrl(src: string | undefined, mediaUrl: string | undefined): URL | null {
  if (!src || !mediaUrl) return null;
  let url: URL;
  let base: URL;
  try {
    url = new URL(withoutControls(src));
    base = new URL(`${mediaUrl}/`);
  } catch {
    return null;
  }
  // Compared after normalisation, so "…/bucket/../other/x.png" is not under the bucket.
  if (url.origin !== base.origin || !/^https?:$/.test(url.protocol) || !url.pathname.startsWith(base.pathname)) return null;
  return url;
}
