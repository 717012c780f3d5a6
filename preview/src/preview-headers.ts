/** Headers on every answer of the preview server, its own and Gatsby's (docs/preview.md). */
export function previewHeaders(adminOrigin: string): Record<string, string> {
  return {
    // Drafts must never be indexed, even if a preview host is reachable by mistake.
    "X-Robots-Tag": "noindex, nofollow",
    // Only the admin's preview panel may frame the preview.
    "Content-Security-Policy": `frame-ancestors ${adminOrigin}`,
    "Referrer-Policy": "no-referrer",
  };
}
