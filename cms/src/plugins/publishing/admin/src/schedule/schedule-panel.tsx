import { useRBAC } from "@strapi/strapi/admin";
import type { EditViewPanel } from "../edit-view/entry-status-panel";
import type { ScheduleKind } from "../lib/schedule-types";
import { READ_PERMISSION } from "../plugin-id";
import { EntrySchedule } from "./entry-schedule";

/** The content types that can be scheduled (pages and posts; the configuration is edited, not scheduled). */
const KINDS: Record<string, ScheduleKind> = {
  "api::page.page": "page",
  "api::blog-post.blog-post": "blog-post",
};

const PERMISSIONS = [READ_PERMISSION];

/** The edit view's "Schedule" side panel, beside "On the site"; nothing on an entry that is not saved yet. */
export const SchedulePanel: EditViewPanel = ({ model, document, meta }) => {
  const { allowedActions } = useRBAC(PERMISSIONS);
  const kind = KINDS[model];
  const documentId = typeof document?.documentId === "string" ? document.documentId : undefined;
  if (!kind || !documentId || !allowedActions.canRead) return null;
  const revision = JSON.stringify([document?.updatedAt, document?.publishedAt, meta?.availableStatus?.map((other) => [other.updatedAt, other.publishedAt])]);
  return { title: "Schedule", content: <EntrySchedule kind={kind} documentId={documentId} revision={revision} /> };
};
SchedulePanel.displayName = "PublishingSchedulePanel";
