import { usePanelEntry, type EditViewPanel } from "../lib/edit-view-panel";
import { EntryStatus } from "./entry-status";

/** The content types whose documents the site renders, by the kind the publisher's content record uses. */
const KINDS: Record<string, string> = {
  "api::page.page": "page",
  "api::blog-post.blog-post": "blog-post",
  "api::category.category": "category",
  "api::tag.tag": "tag",
  "api::author.author": "author",
  "api::configuration.configuration": "configuration",
};

/** The edit view's "On the site" side panel. */
export const EntryStatusPanel: EditViewPanel = (props) => {
  const entry = usePanelEntry(KINDS, props);
  return entry && { title: "On the site", content: <EntryStatus {...entry} /> };
};
EntryStatusPanel.displayName = "PublishingEntryStatusPanel";
