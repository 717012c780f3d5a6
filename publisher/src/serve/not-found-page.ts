import { DEFAULT_LOCALE, localeOfPath } from "@agency/cms/contract/locales";
import type { SiteSnapshot } from "./site-snapshot";

/**
 * The 404 page for a missing path: under a non-default locale's prefix (`/fr/…`) that locale's own, when the build
 * made one; anywhere else, an unknown prefix (`/de/…`) included, the default `404.html`. Null when there is none.
 */
export function notFoundPageFor(rawUrl: string, site: Pick<SiteSnapshot, "notFoundPage" | "localeNotFoundPages">): { file: string; body: Buffer } | null {
  let pathname: string;
  try {
    pathname = new URL(rawUrl, "http://site.invalid").pathname;
  } catch {
    pathname = "/";
  }
  const locale = localeOfPath(pathname);
  const own = locale === DEFAULT_LOCALE ? undefined : site.localeNotFoundPages.get(locale);
  if (own) return own;
  return site.notFoundPage ? { file: "/404.html", body: site.notFoundPage } : null;
}
