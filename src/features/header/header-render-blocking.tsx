import * as React from "react";

/** The header's id: the head's render-blocking link names it. */
export const HEADER_ID = "site-header";

/**
 * For the server-rendered <head>: the browser paints nothing until the header is fully parsed
 * (`<link rel="expect" blocking="render">`, Chromium 124+; other browsers ignore it). On a slow connection a
 * paint of a half-arrived header has the consultation link at the bar's end, and the menu toggle that arrives
 * next pushes it aside: a layout shift on every such load. The header comes first in the body (about 5 KB
 * of HTML after the head), so the first paint waits for little more than it already did.
 */
export function headerRenderBlockingLink(): React.ReactElement {
  // React 18's types do not know `blocking` yet; React renders the attribute as given.
  const blocking = { blocking: "render" };
  return <link key="header-render-blocking" rel="expect" href={`#${HEADER_ID}`} {...blocking} />;
}
