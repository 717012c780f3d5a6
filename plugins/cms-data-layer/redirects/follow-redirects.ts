import escapeHtml from "escape-html";

/**
 * Rich-text links to a redirected path are written with the current path (docs/redirects.md), so a
 * visitor never meets a 301 inside the site. Works on the sanitized HTML, whose links are all `href="…"`, with a
 * site path as the sanitizer left it (`/old/?q=1&amp;b=2#part`): only the path part is looked up; the editor's
 * ?query and #anchor are kept unless the target brings its own.
 */
const SITE_HREF = /href="(\/[^"?#]*)([^"]*)"/g;

export function followRedirects(html: string, redirects: ReadonlyMap<string, string>): string {
  if (redirects.size === 0) return html;
  return html.replace(SITE_HREF, (whole, path: string, rest: string) => {
    const to = redirects.get(path);
    if (to === undefined) return whole;
    return `href="${/[?#]/.test(to) ? escapeHtml(to) : escapeHtml(to) + rest}"`;
  });
}

/** Every site path a piece of sanitized rich text links to (without ?query or #anchor). */
export function linkedSitePaths(html: string): string[] {
  return [...html.matchAll(SITE_HREF)].map((match) => match[1] ?? "");
}
