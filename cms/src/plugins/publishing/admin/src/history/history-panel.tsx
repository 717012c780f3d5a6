import { localeOf, usePanelEntry, type EditViewPanel } from "../lib/edit-view-panel";
import { SITE_KINDS } from "../lib/site-kinds";
import { HISTORY_READ_PERMISSION } from "../plugin-id";
import { EntryHistory } from "./entry-history";

/**
 * The edit view's "History" side panel (docs/history.md): the versions recorded at each publish and unpublish of the
 * translation on screen, for editors with plugin::publishing.history-read; nothing on an entry not saved yet.
 */
export const HistoryPanel: EditViewPanel = (props) => {
  const entry = usePanelEntry(SITE_KINDS, props, HISTORY_READ_PERMISSION);
  return entry && { title: "History", content: <EntryHistory {...entry} locale={localeOf(props.document)} /> };
};
HistoryPanel.displayName = "PublishingHistoryPanel";
