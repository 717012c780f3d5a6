import { localeOf, usePanelEntry, type EditViewPanel } from "../lib/edit-view-panel";
import type { ScheduleKind } from "../lib/schedule-types";
import { EntrySchedule } from "./entry-schedule";

/** The content types that can be scheduled (pages and posts; the configuration is edited, not scheduled). */
const KINDS: Record<string, ScheduleKind> = {
  "api::page.page": "page",
  "api::blog-post.blog-post": "blog-post",
};

/** The edit view's "Schedule" side panel, beside "On the site"; nothing on an entry (or translation) that is not saved yet. */
export const SchedulePanel: EditViewPanel = (props) => {
  const entry = usePanelEntry(KINDS, props);
  return entry && { title: "Schedule", content: <EntrySchedule {...entry} locale={localeOf(props.document)} /> };
};
SchedulePanel.displayName = "PublishingSchedulePanel";
