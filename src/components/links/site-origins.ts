let browserOrigins: string[] | undefined;

/**
 * Origins whose absolute URLs are this site: the configured site URL and, in a browser, the current origin. A browser's
 * answer cannot change while the page lives, so it is worked out once rather than for each of a page's links.
 */
export function siteOrigins(): string[] {
  if (typeof window === "undefined") return collectOrigins();
  browserOrigins ??= collectOrigins();
  return browserOrigins;
}

function collectOrigins(): string[] {
  const origins = new Set<string>();
  const configured = process.env.GATSBY_SITE_URL;
  if (configured) origins.add(new URL(configured).origin);
  if (typeof window !== "undefined") origins.add(window.location.origin);
  return [...origins];
}
