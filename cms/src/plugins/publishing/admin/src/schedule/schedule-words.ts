import { entryName, type ScheduledAction, type ScheduleKind } from "../lib/schedule-types";

/** How a time is written; the panels pass formatMinute (editor's locale and zone), tests a fixed one. */
type Format = (iso: string) => string;

type Pending = Pick<ScheduledAction, "action" | "state" | "runAt">;

/**
 * "Scheduled for 1 Dec 2026, 04:15", "Unpublish scheduled for …": a pending action in the list views' "Scheduled"
 * column; an action claimed this minute says it is under way.
 */
export const pendingWords = (action: Pending, format: Format): string => {
  if (action.state === "running") return action.action === "publish" ? "Publishing now" : "Unpublishing now";
  return `${action.action === "publish" ? "Scheduled" : "Unpublish scheduled"} for ${format(action.runAt)}`;
};

/** A list-view row: the entry and the translation it lists (pages and posts are localized: always a locale). */
export interface ListedEntry {
  kind: ScheduleKind;
  documentId: string;
  locale: string;
}

/** What is scheduled for the translation a list-view row shows, soonest first (the server lists pending ones so). */
export const entryScheduleWords = (
  pending: ReadonlyArray<Pending & Pick<ScheduledAction, "entryKind" | "entryDocumentId" | "entryLocale">>,
  entry: ListedEntry,
  format: Format,
): string[] =>
  pending
    .filter((action) => action.entryKind === entry.kind && action.entryDocumentId === entry.documentId && action.entryLocale === entry.locale)
    .map((action) => pendingWords(action, format));

/** The home page's line: "The page “About”: scheduled for 1 Dec 2026, 04:15", "The French version of …: unpublish scheduled for …". */
export const homeScheduleLine = (action: Pending & Pick<ScheduledAction, "entryKind" | "entryTitle" | "entryLocale">, format: Format): string => {
  const name = entryName(action);
  const words = pendingWords(action, format);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${words.charAt(0).toLowerCase()}${words.slice(1)}`;
};

/** Under the home page's first lines: how many more the Publishing page lists. */
export const moreScheduledWords = (more: number): string | null => (more <= 0 ? null : `and ${more} more scheduled: see the Publishing page.`);
