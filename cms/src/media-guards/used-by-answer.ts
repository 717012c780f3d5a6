/**
 * What the "Used by" routes answer (GET /media-usage/files/:id and /media-usage/entries/:uid/:documentId,
 * used-by-route.ts) and the admin reads (the "Images used by" panel, the replace notice). Types only, one shape for
 * both sides: the admin bundle takes nothing of the server's code from here.
 */

/** One entry that uses a file, as the admin shows it. */
export interface FileUseAnswer {
  uid: string;
  documentId: string;
  kind: string;
  title: string;
  published: boolean;
  draft: boolean;
  /** The entry's path on the live site (its first language's there); null for a draft only and the site settings. */
  path: string | null;
  /**
   * Every translation the live site shows with this file, each at its path in its own language, in the site's
   * order of languages: `[{ locale: "en", path: "/about/" }, { locale: "fr", path: "/fr/a-propos/" }]`.
   */
  livePaths: Array<{ locale: string; path: string }>;
  fields: Array<{ label: string; needsAltText: boolean }>;
}

/** A file and every entry that uses it. */
export interface FileUsageAnswer {
  id: number;
  name: string;
  alternativeText: string;
  thumbnail: string | null;
  usedBy: FileUseAnswer[];
}
