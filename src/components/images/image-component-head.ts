import * as React from "react";
import type { ReactNode } from "react";

/** The keys gatsby-plugin-image's gatsby-ssr gives the head elements its own component needs. */
const IMAGE_COMPONENT_HEAD_KEYS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

/**
 * The site renders plain `<img srcset>` (responsive-image.tsx) and uses gatsby-plugin-image only for its build-time
 * image data. The plugin still puts its component's CSS, a noscript style and a module script in every page's head;
 * the script listens to every image's load event before the first paint. None of it has anything to act on, so
 * it is dropped: nothing runs before the first paint that the page does not need.
 */
export function withoutImageComponentHead(head: ReactNode[]): ReactNode[] {
  return head.filter((node) => !(React.isValidElement(node) && typeof node.key === "string" && IMAGE_COMPONENT_HEAD_KEYS.has(node.key)));
}
