import { readBuildEnv } from "../env";

/**
 * Which nodes are entries the site renders, as opposed to the copies gatsby-source-strapi makes of related
 * documents (a parent, a button's target: only slug and title). A published build renders what carries
 * `publishedAt`. The preview (SITE_CONTENT_STATUS=draft, docs/preview.md) renders drafts, whose
 * `publishedAt` is null: there a fetched entry is one with its timestamps, which relation copies lack.
 */
export function isRenderedEntry(node: { publishedAt?: string | null; createdAt?: string | null }): boolean {
  return readBuildEnv().contentStatus === "draft" ? Boolean(node.createdAt) : Boolean(node.publishedAt);
}

/** The same rule as a Gatsby node-model filter. */
export function renderedEntryFilter(): Record<string, { ne: null }> {
  return readBuildEnv().contentStatus === "draft" ? { createdAt: { ne: null } } : { publishedAt: { ne: null } };
}
