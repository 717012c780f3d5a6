/** Origins whose absolute URLs are this site: the configured site URL and, in a browser, the current origin. */
export function siteOrigins(): string[] {
  const origins = new Set<string>();
  const configured = process.env.GATSBY_SITE_URL;
  if (configured) origins.add(new URL(configured).origin);
  if (typeof window !== "undefined") origins.add(window.location.origin);
  return [...origins];
}
