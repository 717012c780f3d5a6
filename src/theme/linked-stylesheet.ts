import * as React from "react";
import type { ReactNode } from "react";

/** What Gatsby marks the stylesheet it inlines with (`.cache/static-entry.js`). */
const GLOBAL_CSS_IDENTITY = "gatsby-global-css";

interface InlinedStyleProps {
  "data-identity"?: unknown;
  "data-href"?: unknown;
}

/**
 * Gatsby inlines the site's one stylesheet (docs/architecture.md, "Styles") into every page's head: 47 KB of every
 * page's 90 KB. Linked instead, browsers fetch it once for the whole site and keep it a year (its name carries its
 * content hash), and each page's HTML is half the size to render, stitch, stage, index and upload at every publish.
 * A site-wide edit at 1,000 posts wrote 174 MB of HTML with it inlined. The link stays render-blocking, as the
 * inlined style was, so the first paint is still fully styled (docs/architecture.md).
 */
export function withLinkedStylesheet(head: ReactNode[]): ReactNode[] {
  return head.map((node) => {
    if (!React.isValidElement<InlinedStyleProps>(node) || node.type !== "style") return node;
    const { "data-identity": identity, "data-href": href } = node.props;
    if (identity !== GLOBAL_CSS_IDENTITY || typeof href !== "string") return node;
    return React.createElement("link", { key: "site-stylesheet", rel: "stylesheet", href });
  });
}
