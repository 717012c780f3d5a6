/** What a CMS entry is, as the site's content versions and the publisher's audit name it. */
export type ContentKind = "page" | "blog-post" | "category" | "tag" | "author" | "configuration" | "navigation";

/**
 * `.content-record.json` in the build output: every CMS entry the build rendered, at the version it
 * rendered, and the media files its content uses. A dotfile, so neither the local server nor a CDN
 * serves it. The publisher audits it before every release (docs/publishing.md).
 */
export const CONTENT_RECORD_FILE = ".content-record.json";

/** One entry is one translation: (kind, id, locale) identifies it (a navigation's id is its slug). */
export interface RecordedEntry {
  kind: ContentKind;
  id: string;
  /** The translation's locale (a SITE_LOCALES code). */
  locale: string;
  /** Every version of the entry found in the output; more than one means some page holds a stale copy. */
  versions: string[];
  /** The pages (page-data paths) that rendered it, at most a few, to name them in a report. */
  renderedIn: string[];
}

export interface RecordedMedia {
  documentId: string;
  hash: string | null;
}

export interface ContentRecord {
  buildId: string;
  writtenAt: string;
  entries: RecordedEntry[];
  media: RecordedMedia[];
}
