import * as React from "react";
import type { ReactNode } from "react";

/**
 * Gatsby's `<link rel="preload" as="script">` for a page's own scripts are dropped: preloaded, those scripts are
 * fetched at high priority beside the fonts and the opening image and may run before the first paint. The starter
 * in the scripts slice fetches them once the page has painted (docs/runtime.md, "Start-up").
 */
export function withoutScriptPreloads(head: ReactNode[]): ReactNode[] {
  return head.filter(
    (node) => !(React.isValidElement<Record<string, unknown>>(node) && node.type === "link" && node.props.rel === "preload" && node.props.as === "script"),
  );
}
