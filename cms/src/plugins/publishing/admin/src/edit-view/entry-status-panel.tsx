import { useRBAC } from "@strapi/strapi/admin";
import type { ReactNode } from "react";
import { READ_PERMISSION } from "../plugin-id";
import { EntryStatus } from "./entry-status";

/** The content types whose documents the site renders, by the kind the publisher's content record uses. */
const KINDS: Record<string, string> = {
  "api::page.page": "page",
  "api::blog-post.blog-post": "blog-post",
  "api::configuration.configuration": "configuration",
};

const PERMISSIONS = [READ_PERMISSION];

interface Version {
  documentId?: unknown;
  updatedAt?: unknown;
  publishedAt?: unknown;
}

/**
 * The part of the content manager's PanelComponent contract this panel uses (its props are the edit
 * view's context). Written out here so the plugin does not import the content manager's package.
 */
interface PanelProps {
  model: string;
  document?: Version;
  meta?: { availableStatus: Version[] };
}
export interface EditViewPanel {
  (props: PanelProps): { title: string; content: ReactNode } | null;
  displayName?: string;
}

/**
 * A side panel of the content manager's edit view ("On the site"): the content manager renders panels
 * as description hooks returning { title, content }, or null to show nothing.
 */
export const EntryStatusPanel: EditViewPanel = ({ model, document, meta }) => {
  const { allowedActions } = useRBAC(PERMISSIONS);
  const kind = KINDS[model];
  const documentId = typeof document?.documentId === "string" ? document.documentId : undefined;
  if (!kind || !documentId || !allowedActions.canRead) return null;
  const revision = JSON.stringify([document?.updatedAt, document?.publishedAt, meta?.availableStatus?.map((other) => [other.updatedAt, other.publishedAt])]);
  return { title: "On the site", content: <EntryStatus kind={kind} documentId={documentId} revision={revision} /> };
};
EntryStatusPanel.displayName = "PublishingEntryStatusPanel";
