/**
 * Maps a request path onto the site's files the way Gatsby lays them out with its default
 * trailingSlash "always": `/about/` is canonical and serves about/index.html; `/about` redirects
 * there (like Netlify's pretty URLs and `gatsby serve`); files are served by exact path.
 */
export type Resolution = { kind: "file"; file: string } | { kind: "redirect"; location: string } | { kind: "not-found" } | { kind: "bad-request" };

export function resolveRequest(rawUrl: string, files: ReadonlySet<string>): Resolution {
  // The URL parser resolves "." and ".." segments, including their %2e forms.
  const url = new URL(rawUrl, "http://site.invalid");
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: "bad-request" };
  }
  // After decoding, %2F and %00 could smuggle in traversal or NUL bytes.
  if (pathname.includes("\0") || pathname.split("/").some((s) => s === ".." || s === ".")) {
    return { kind: "bad-request" };
  }
  if (pathname.endsWith("/")) {
    const index = `${pathname}index.html`;
    return files.has(index) ? { kind: "file", file: index } : { kind: "not-found" };
  }
  if (files.has(pathname)) return { kind: "file", file: pathname };
  if (files.has(`${pathname}/index.html`)) return { kind: "redirect", location: `${url.pathname}/${url.search}` };
  return { kind: "not-found" };
}
