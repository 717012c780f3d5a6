import { usePanelEntry, type EditViewPanel } from "../lib/edit-view-panel";
import { SITE_KINDS } from "../lib/site-kinds";
import { EntryStatus } from "./entry-status";

/** The edit view's "On the site" side panel. */
export const EntryStatusPanel: EditViewPanel = (props) => {
  const entry = usePanelEntry(SITE_KINDS, props);
  return entry && { title: "On the site", content: <EntryStatus {...entry} /> };
};
EntryStatusPanel.displayName = "PublishingEntryStatusPanel";
