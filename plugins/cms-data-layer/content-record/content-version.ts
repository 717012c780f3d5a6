import type { CreateResolversArgs } from "gatsby";
import type { ContentKind } from "../../../shared/content-record";
import { NAVIGATION_TYPE } from "../navigation/source-navigations";
import { DEFAULT_LOCALE } from "../../../cms/src/contract/locales";

/**
 * `contentVersion { kind id version }` on every CMS entry the site renders. Templates and the layout
 * query it next to the content, so it lands in page-data beside what was actually rendered; the
 * content record (write-content-record.ts) is read back from there, and the publisher audits it
 * against the CMS before a release (docs/publishing.md).
 */
const CONTENT_VERSION_TYPE = "CmsContentVersion";

export const CONTENT_VERSION_TYPE_DEFS = `
  type ${CONTENT_VERSION_TYPE} {
    kind: String!
    id: String!
    locale: String!
    version: String!
  }
`;

export interface ContentVersion {
  kind: ContentKind;
  id: string;
  locale: string;
  version: string;
}

interface EntrySource {
  documentId?: string;
  locale?: string;
  updatedAt?: string;
}

interface NavigationSource {
  slug: string;
  locale?: string;
  version?: string;
}

/** A Strapi entry is versioned by its own `updatedAt`: a publish writes a new published version. */
const entryVersion =
  (kind: ContentKind) =>
  (source: EntrySource): ContentVersion => ({
    kind,
    id: source.documentId ?? "",
    locale: source.locale ?? DEFAULT_LOCALE,
    version: String(source.updatedAt ?? ""),
  });

const field = <T>(resolve: (source: T) => ContentVersion) => ({ contentVersion: { type: `${CONTENT_VERSION_TYPE}!`, resolve } });

export function contentVersionResolvers({ createResolvers }: Pick<CreateResolversArgs, "createResolvers">): void {
  createResolvers({
    STRAPI_PAGE: field(entryVersion("page")),
    STRAPI_BLOG_POST: field(entryVersion("blog-post")),
    // A post shows its category, tags and author, and each has its own listing page: all audited like posts.
    STRAPI_CATEGORY: field(entryVersion("category")),
    STRAPI_TAG: field(entryVersion("tag")),
    STRAPI_AUTHOR: field(entryVersion("author")),
    STRAPI_CONFIGURATION: field(entryVersion("configuration")),
    // A navigation has no version of its own in the render answer: its digest is (navigation-version.ts).
    [NAVIGATION_TYPE]: field((source: NavigationSource) => ({
      kind: "navigation",
      id: source.slug,
      locale: source.locale ?? DEFAULT_LOCALE,
      version: source.version ?? "",
    })),
  });
}
