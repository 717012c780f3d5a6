const FORM = /<form\b([^>]*)>/gi;
const ACTION_ATTR = /(?:^|\s)action\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** HTML attribute values as written; only the entities a URL can carry in a built page. */
const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&#x2F;/gi, "/")
    .replace(/&#47;/g, "/");

/** Origins other than the site's own that one page's forms post to (the enquiry form posts to the CMS, docs/enquiries.md). */
export function formOriginsOf(html: string): string[] {
  const origins = new Set<string>();
  for (const [, attributes] of html.matchAll(FORM)) {
    const match = ACTION_ATTR.exec(attributes ?? "");
    const action = decode((match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim());
    if (!/^https?:\/\//i.test(action)) continue;
    try {
      origins.add(new URL(action).origin);
    } catch {
      // Not a URL a browser could post to: nothing to allow.
    }
  }
  return [...origins].sort();
}

/**
 * The form origins of the whole site. The script sends the same form with fetch, and after a client-side
 * navigation the document's policy is the landing page's, so every page allows every form origin of the site.
 */
export function formActionOrigins(perPage: Iterable<readonly string[]>): string[] {
  const origins = new Set<string>();
  for (const pageOrigins of perPage) for (const origin of pageOrigins) origins.add(origin);
  return [...origins].sort();
}
