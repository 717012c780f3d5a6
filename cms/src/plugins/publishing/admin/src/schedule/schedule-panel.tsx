import { localeOf, usePanelEntry, type EditViewPanel } from "../lib/edit-view-panel";
import { SCHEDULE_KINDS } from "../lib/schedule-types";
import { EntrySchedule } from "./entry-schedule";

/** The edit view's "Schedule" side panel, beside "On the site"; nothing on an entry (or translation) that is not saved yet. */
export const SchedulePanel: EditViewPanel = (props) => {
  const entry = usePanelEntry(SCHEDULE_KINDS, props);
  return entry && { title: "Schedule", content: <EntrySchedule {...entry} locale={localeOf(props.document)} /> };
};
SchedulePanel.displayName = "PublishingSchedulePanel";
