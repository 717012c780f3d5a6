import { withTrailingSlash } from "../../../src/lib/page-path";

// The last segment looks like a file (`report.pdf`, `feed.xml`): the site serves it as written.
const FILE_SEGMENT = /\.[a-z0-9]{1,8}$/i;

/**
 * A same-site rich-text link as the site serves it (docs/content-model.md): every route ends in a slash
 * (Gatsby's trailingSlash "always"), so `/about-us` is written `/about-us/` and a direct load gets no 301.
 * Only root-relative paths change; the ?query and #hash are kept; a bare `#anchor` or `?query`, a relative
 * path and a file are left as the editor wrote them.
 */
export function internalLinkPath(path: string): string {
  if (!path.startsWith("/")) return path;
  const pathname = path.split(/[?#]/)[0] ?? "";
  const last = pathname.split("/").pop() ?? "";
  if (FILE_SEGMENT.test(last)) return path;
  return withTrailingSlash(path);
}
