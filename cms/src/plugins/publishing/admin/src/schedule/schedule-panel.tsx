import { usePanelEntry, type EditViewPanel } from "../lib/edit-view-panel";
import type { ScheduleKind } from "../lib/schedule-types";
import { EntrySchedule } from "./entry-schedule";

/** The content types that can be scheduled (pages and posts; the configuration is edited, not scheduled). */
const KINDS: Record<string, ScheduleKind> = {
  "api::page.page": "page",
  "api::blog-post.blog-post": "blog-post",
};

/**
 * The translation the edit view shows: the content manager loads the document in the locale of its URL
 * (`plugins[i18n][locale]=fr`), and the document it hands the panels carries that locale.
 */
const localeOf = (document: unknown): string | undefined => {
  const locale = (document as { locale?: unknown } | undefined)?.locale;
  return typeof locale === "string" && locale !== "" ? locale : undefined;
};

/** The edit view's "Schedule" side panel, beside "On the site"; nothing on an entry (or translation) that is not saved yet. */
export const SchedulePanel: EditViewPanel = (props) => {
  const entry = usePanelEntry(KINDS, props);
  return entry && { title: "Schedule", content: <EntrySchedule {...entry} locale={localeOf(props.document)} /> };
};
SchedulePanel.displayName = "PublishingSchedulePanel";
