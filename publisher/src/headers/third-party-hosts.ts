/**
 * The only third parties the site may talk to, and only when it is built with a Google Tag
 * Manager container (GATSBY_GTM_ID). One constant, so the CSP of the local server and of the
 * CDN `_headers` file cannot drift apart. Hosts follow Google's CSP guide for GTM/GA4.
 */
export const TAG_MANAGER_ALLOW_LIST = {
  "script-src": ["https://www.googletagmanager.com"],
  "img-src": ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com"],
  "connect-src": [
    "https://www.googletagmanager.com",
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
  // GTM's <noscript> fallback is an iframe.
  "frame-src": ["https://www.googletagmanager.com"],
} as const;
