import { createHash } from "node:crypto";
import type { NavigationItemSource } from "./navigation-tree";

/**
 * The version of a navigation: sha256 of the items the site reads from it (navigation-tree.ts), so
 * a change to a title, a link target, the order or the nesting is a new version, while a linked
 * page's own edits are not (pages carry their own versions). The publisher's audit parses the CMS's
 * current render answer with the same parser and digests it with this function.
 */
export function navigationVersion(items: readonly NavigationItemSource[]): string {
  return createHash("sha256").update(JSON.stringify(items)).digest("hex");
}
