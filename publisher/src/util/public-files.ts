/**
 * Files in a release that are not part of the site: dotfiles (the publisher's own release
 * manifest) and the CDN's control files, which Netlify / Cloudflare Pages never serve either.
 * `_redirects.json` is the site's redirect list, turned into bucket redirects by the deploy
 * (deploy/site-redirects.ts).
 */
const CONTROL_FILES = new Set(["/_headers", "/_redirects", "/_redirects.json"]);

export function isPublicFile(filePath: string): boolean {
  if (CONTROL_FILES.has(filePath)) return false;
  return !filePath.split("/").some((segment) => segment.startsWith("."));
}
