/**
 * The one rule for what a link may point at (docs/runtime.md): unsafe protocols are rejected, and an
 * external URL needs an explicit external flag. Used by the link component in the browser, by the
 * rich-text sanitizer and the navigation reader at build time, and by the CMS, which refuses to save a
 * link this rule rejects (cms/src/guards/safe-links.ts). It lives in the CMS's contract because the CMS's
 * compiled server cannot import from outside its package; shared/rules/safe-url.ts re-exports it for the site.
 * Pure code, no Node API: the browser bundle carries it.
 */
const SAFE_PROTOCOLS = ["http:", "https:", "mailto:", "tel:"] as const;

export type LinkTarget = { kind: "internal"; path: string } | { kind: "external"; href: string } | { kind: "contact"; href: string };

export class UnsafeUrlError extends Error {
  override name = "UnsafeUrlError";
  constructor(href: string) {
    super(`Navigation rejected: "${href}" uses an unsafe protocol`);
  }
}

export class ExternalUrlNotAllowedError extends Error {
  override name = "ExternalUrlNotAllowedError";
  constructor(href: string) {
    super(`External URL "${href}" is not allowed by default; mark the link as external to follow it`);
  }
}

// Browsers drop ASCII tab/newline anywhere in a URL and C0 controls/spaces at its ends, so
// "java\tscript:" is still javascript: — normalise the same way before reading the scheme.
function normalizeHref(href: string): string {
  // eslint-disable-next-line no-control-regex -- the same characters browsers strip
  return href.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export interface ResolveLinkOptions {
  /** The caller explicitly allows leaving the site. */
  external?: boolean;
  /** Origins that count as this site (absolute links to them navigate in-app). */
  siteOrigins?: readonly string[];
}

/** Classifies `href`; throws UnsafeUrlError or ExternalUrlNotAllowedError when it may not be followed. */
export function resolveLink(href: string, { external = false, siteOrigins = [] }: ResolveLinkOptions = {}): LinkTarget {
  const clean = normalizeHref(href);
  const scheme = SCHEME.exec(clean)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    const protocol = `${scheme}:`;
    if (!(SAFE_PROTOCOLS as readonly string[]).includes(protocol)) throw new UnsafeUrlError(href);
    if (protocol === "mailto:" || protocol === "tel:") return { kind: "contact", href: clean };
    const url = new URL(clean);
    if (siteOrigins.includes(url.origin)) return { kind: "internal", path: `${url.pathname}${url.search}${url.hash}` };
    if (!external) throw new ExternalUrlNotAllowedError(href);
    return { kind: "external", href: url.href };
  }
  if (clean.startsWith("//")) {
    // Protocol-relative: another host unless it names ours.
    return resolveLink(`https:${clean}`, { external, siteOrigins });
  }
  if (clean.startsWith("\\")) throw new UnsafeUrlError(href);
  // Browsers read "/\host" as "//host": a relative reference that resolves to another host is judged as
  // the absolute URL it becomes.
  const resolved = new URL(clean, PROBE);
  if (resolved.origin !== PROBE) return resolveLink(resolved.href, { external, siteOrigins });
  return { kind: "internal", path: clean };
}

// Any base works: it only shows whether a relative reference escapes to another host.
const PROBE = "https://probe.invalid";

/** "http://, https://, mailto: or tel:": the protocols a link may use, as an editor types them. */
const PROTOCOL_WORDS = SAFE_PROTOCOLS.map((protocol) => (protocol.startsWith("http") ? `${protocol}//` : protocol))
  .join(", ")
  .replace(/, ([^,]*)$/, " or $1");

/**
 * Why a link the CMS holds would be refused by the site (the build and the browser judge it with resolveLink, an
 * external address being allowed), in an editor's words; undefined when it may be used.
 */
export function unsafeLinkReason(href: string): string | undefined {
  try {
    resolveLink(href, { external: true });
    return undefined;
  } catch {
    // An unsafe protocol, or an address no browser can read ("https://").
    return `a link must start with ${PROTOCOL_WORDS}, or be a path on this site such as /contact/`;
  }
}
