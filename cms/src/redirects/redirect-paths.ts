/**
 * How a redirect's paths are written (docs/redirects.md), in the form the site build, the publisher's
 * server and the bucket deploy all read: `from` is a site path, `to` a site path (a #hash or ?query may follow) or an
 * http(s) URL. A site path gets the site's trailing slash unless its last segment is a file (`/report.pdf`).
 */
const FILE_SEGMENT = /\.[a-z0-9]{1,8}$/i;

export type PathCheck = { ok: true; path: string } | { ok: false; problem: string };

const withSlash = (pathname: string): string => {
  const last = pathname.split("/").pop() ?? "";
  return pathname.endsWith("/") || FILE_SEGMENT.test(last) ? pathname : `${pathname}/`;
};

const badSitePath = (pathname: string): boolean =>
  !pathname.startsWith("/") || pathname.startsWith("//") || /[\s\\]/.test(pathname) || pathname.split("/").some((s) => s === "." || s === "..");

/** The path visitors come from: a site path without ?query or #hash. */
export const checkFromPath = (value: string): PathCheck => {
  const from = value.trim();
  if (badSitePath(from) || /[?#]/.test(from)) {
    return {
      ok: false,
      problem: `"From" must be a path of this site starting with "/", such as /old-campaign/ (no ?query, #anchor, spaces or dots), not "${from}".`,
    };
  }
  return { ok: true, path: withSlash(from) };
};

/** Where they are sent: a site path (with an optional ?query or #anchor), or an http(s) address elsewhere. */
export const checkToPath = (value: string): PathCheck => {
  const to = value.trim();
  if (/^https?:\/\/[^\s/]+(\/\S*)?$/i.test(to)) return { ok: true, path: to };
  const cut = to.search(/[?#]/);
  const pathname = cut === -1 ? to : to.slice(0, cut);
  if (badSitePath(pathname) || /\s/.test(to)) {
    return { ok: false, problem: `"To" must be a path of this site starting with "/" (such as /services/) or an address starting with https://, not "${to}".` };
  }
  return { ok: true, path: withSlash(pathname) + (cut === -1 ? "" : to.slice(cut)) };
};

/** The site path a target leads to, without ?query or #anchor; null for an address elsewhere. */
export const sitePathOfTarget = (to: string): string | null => (to.startsWith("/") ? (to.split(/[?#]/)[0] ?? to) : null);
