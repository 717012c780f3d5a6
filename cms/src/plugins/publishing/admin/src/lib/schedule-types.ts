import { versionOf } from "../../../../../lib/locale-names";

/**
 * A scheduled publish or unpublish as the plugin's /publishing/schedule routes answer it
 * (server/scheduling/scheduled-actions.ts; a copy, since the admin bundle does not import server code).
 */
export interface ScheduledAction {
  id: number;
  action: "publish" | "unpublish";
  entryKind: "page" | "blog-post";
  entryDocumentId: string;
  /** The translation it publishes or unpublishes (a locale code). */
  entryLocale: string;
  entryTitle: string | null;
  /** UTC, ISO 8601: shown in the editor's time zone. */
  runAt: string;
  state: "pending" | "running" | "done" | "failed" | "cancelled";
  scheduledBy: string | null;
  ranAt: string | null;
  failure: string | null;
  cancelledBy: string | null;
}

export interface ScheduleList {
  pending: ScheduledAction[];
  finished: ScheduledAction[];
}

export type ScheduleKind = ScheduledAction["entryKind"];

/** The content types that can be scheduled, by their Content Manager uid (the configuration is edited, not scheduled). */
export const SCHEDULE_KINDS: Record<string, ScheduleKind> = {
  "api::page.page": "page",
  "api::blog-post.blog-post": "blog-post",
};

/**
 * "the blog post “Launch notes”", "the French version of the page “À propos”": how the panels name an action's
 * entry, in the words the Publishing page uses for a translation's changes.
 */
export const entryName = (action: Pick<ScheduledAction, "entryKind" | "entryTitle" | "entryLocale">): string =>
  `${versionOf(action.entryLocale)}the ${action.entryKind === "page" ? "page" : "blog post"} “${action.entryTitle ?? "untitled"}”`;

/** The editor's time zone as the browser names it, e.g. "Europe/Berlin". */
export const editorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
