/**
 * The only third parties the site may talk to, and only when it is built with a Google Tag
 * Manager container (GATSBY_GTM_ID). One constant, so the CSP of the local server and of the
 * CDN `_headers` file cannot drift apart. Hosts follow Google's CSP guide for GTM/GA4.
 */
export const TAG_MANAGER_ALLOW_LIST = {
  "script-src": ["https://www.googletagmanager.com"],
  "img-src": ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com"],
  "connect-src": ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  // Google's guide allows this for GTM's <noscript> iframe. The site renders no such iframe (the tag manager
  // loads only from the consent head script), so only tags inside the container can use it.
  "frame-src": ["https://www.googletagmanager.com"],
} as const;

/**
 * Whether a page's own inline scripts load the tag manager (the site writes the container id
 * into an inline bootstrap script). Used when nobody said how the site was built, e.g. a plain
 * public/ dir served for the site's tests. Only inline scripts count: CMS content never becomes
 * an inline script (it is sanitized at build), so content cannot widen the policy.
 */
export function loadsTagManager(inlineScriptTexts: readonly string[]): boolean {
  const host = new URL(TAG_MANAGER_ALLOW_LIST["script-src"][0]).host;
  return inlineScriptTexts.some((text) => text.includes(host));
}
