/**
 * Content history (docs/history.md): what the Publishing plugin's history routes answer its admin part, and what
 * the publisher's GET /entries/<kind>/<documentId>/releases answers the plugin's server. Types only, like
 * publishing-contract.ts: the admin bundle, the CMS server and the publisher import it and it loads nothing.
 *
 * Admin routes (all under /publishing, admin session + plugin permission):
 *   GET    /history/:kind/:documentId?locale=xx        HistoryList            (plugin::publishing.history-read)
 *   GET    /history/versions/:id                        VersionDetail          (plugin::publishing.history-read)
 *   POST   /history/versions/:id/restore                RestoreAnswer          (history-read + the Content Manager's update on the type)
 *   DELETE /history/:kind/:documentId?locale=xx         PurgeAnswer            (super admin only)
 * Every answer is `{ data: T }`; a refusal is Strapi's `{ data: null, error: { status, name, message } }`.
 */

/** What has a history: the content record's kinds (shared/content-record.ts). */
export type HistoryKind = "page" | "blog-post" | "category" | "tag" | "author" | "configuration" | "navigation";

export type VersionAction = "publish" | "unpublish";

/** How the publish or unpublish reached the CMS. */
export type VersionVia = "admin" | "api" | "schedule" | "system";

/** When this version was on the site, as far as the publisher's kept releases (or an earlier reading of them) tell. */
export interface LivePeriod {
  /** When the first release showing it went live (ISO), and that release's build id. */
  from: string;
  fromRelease: string;
  /** When a release without it went live; null while it is live (or was, until the newest kept release). */
  to: string | null;
  toRelease: string | null;
  /** The live release shows this version now. */
  now: boolean;
}

/** One recorded publish or unpublish of one translation, without its content. */
export interface VersionSummary {
  id: number;
  kind: HistoryKind;
  documentId: string;
  locale: string;
  action: VersionAction;
  /** The entry's title (a category's, tag's, author's or navigation's name) when it was recorded; null for the site settings. */
  title: string | null;
  recordedAt: string;
  /** Who did it, in editors' words: "Site Editor (editor@agency.local)", "API token “Importer”", "Scheduled publish set by …". */
  recordedBy: string;
  via: VersionVia;
  /** The published version's updatedAt, which the publisher's content record names; null for an unpublish. */
  publishedVersion: string | null;
  /** Null when no kept release showed it (not yet built, or before the releases kept) or the publisher did not answer. */
  live: LivePeriod | null;
}

export interface HistoryList {
  /** Newest first. */
  versions: VersionSummary[];
  /** The retention rule: the most versions kept per translation, or null for all (HISTORY_MAX_VERSIONS_PER_ENTRY). */
  maxPerEntry: number | null;
  /** False when the publisher could not be asked: live periods are then only those read before. */
  releasesKnown: boolean;
  /** The signed-in admin may purge this history (super admins only). */
  canPurge: boolean;
}

export type FieldKind =
  "text" | "long-text" | "rich-text" | "number" | "boolean" | "date" | "enumeration" | "json" | "media" | "relation" | "component" | "dynamic-zone";

export interface MediaRef {
  id: number | null;
  documentId: string | null;
  name: string;
  url: string | null;
  /** The thumbnail format's URL when the file has one (images), else the file's own for images, else null. */
  thumbnailUrl: string | null;
  alternativeText: string | null;
  /** The file is no longer in the Media Library (a restore leaves it out and says so). */
  missing: boolean;
}

/** A word diff: read in order; `removed` is in the draft only, `added` in the version only. */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/** One field of the version beside the same field of the current draft. */
export interface FieldComparison {
  /** The attribute's name. */
  field: string;
  /** The attribute's name in words: "Seo description". */
  label: string;
  kind: FieldKind;
  changed: boolean;
  /** Both values as text an editor reads (components and blocks summarised line by line, relations by title). */
  version: string;
  draft: string;
  /** Text-like fields that changed: the draft → version word diff. */
  parts?: DiffPart[];
  /** Media fields: the files on each side. */
  media?: { version: MediaRef[]; draft: MediaRef[] };
}

export interface VersionDetail {
  version: VersionSummary;
  /** Every field of the type in its schema's order (system fields left out). */
  fields: FieldComparison[];
  /** Files the version uses that the Media Library no longer has. */
  missingMedia: MediaRef[];
  /** Entries the version relates to that no longer exist, by their recorded title. */
  missingRelations: string[];
  /** False for a navigation, which has no draft to restore into (its history is read-only). */
  restorable: boolean;
}

export interface RestoreAnswer {
  restored: true;
  documentId: string;
  locale: string;
  /** What the restore left out, one sentence each: "The image “team.jpg” was deleted from the Media Library: the rest was restored." */
  skipped: string[];
  /** The whole outcome in one sentence for the notification. */
  message: string;
}

export interface PurgeAnswer {
  purged: number;
}

/** The publisher's GET /entries/<kind>/<documentId>/releases: the document in every kept release, newest first. */
export interface EntryReleases {
  releases: Array<{
    buildId: string;
    /** When it first went live (its manifest's releasedAt); null without a manifest. */
    releasedAt: string | null;
    live: boolean;
    /** The document's translations this release rendered, each at its versions (updatedAt values); empty: not in it. */
    entries: Array<{ locale: string; versions: string[] }>;
  }>;
}
