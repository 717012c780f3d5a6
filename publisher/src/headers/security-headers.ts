/**
 * Headers every response carries. HSTS only makes sense (and is only honoured) over https, so
 * the local server adds it when the request came in over TLS or through a proxy that says so;
 * the CDN file always has it because CDNs serve the site over https.
 */
const PERMISSIONS_POLICY = ["accelerometer=()", "camera=()", "geolocation=()", "gyroscope=()", "magnetometer=()", "microphone=()", "payment=()", "usb=()"].join(
  ", ",
);

const HSTS = "max-age=31536000; includeSubDomains";

export function securityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    // Legacy twin of CSP frame-ancestors 'none' for browsers that predate it.
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(options.https ? { "Strict-Transport-Security": HSTS } : {}),
  };
}
