/**
 * Where the site's redirects (the release's `_redirects.json`, deploy/site-redirects.ts) send a request, if
 * anywhere: `/old/` and `/old` both go straight to the target, in one 301, with the request's ?query unless the
 * target has its own. A file of the release always wins, as on Netlify and a bucket's website endpoint.
 */
export function redirectLocation(rawUrl: string, redirects: ReadonlyMap<string, string>, files: ReadonlySet<string>): string | null {
  if (redirects.size === 0) return null;
  const url = new URL(rawUrl, "http://site.invalid");
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null; // resolve-request.ts answers 400
  }
  if (files.has(pathname) || files.has(`${pathname.replace(/\/$/, "")}/index.html`)) return null;
  const to = redirects.get(pathname) ?? (pathname.endsWith("/") ? undefined : redirects.get(`${pathname}/`));
  if (to === undefined) return null;
  return /[?#]/.test(to) ? to : `${to}${url.search}`;
}
