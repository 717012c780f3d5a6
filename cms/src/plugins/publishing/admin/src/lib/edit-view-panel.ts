import { useRBAC } from "@strapi/strapi/admin";
import { useMemo, type ReactNode } from "react";
import { READ_PERMISSION } from "../plugin-id";

interface Version {
  documentId?: unknown;
  locale?: unknown;
  updatedAt?: unknown;
  publishedAt?: unknown;
}

/**
 * The part of the content manager's PanelComponent contract the plugin's panels use (its props are the edit
 * view's context). Written out here so the plugin does not import the content manager's package.
 */
interface PanelProps {
  model: string;
  document?: Version;
  meta?: { availableStatus: Version[] };
}

/** A side panel of the edit view: the content manager renders panels as description hooks returning { title, content }, or null to show nothing. */
export interface EditViewPanel {
  (props: PanelProps): { title: string; content: ReactNode } | null;
  displayName?: string;
}

/** The document a panel shows, as each of the plugin's panels hands it to its content. */
export interface PanelEntry<Kind extends string = string> {
  kind: Kind;
  documentId: string;
  /** Changes when the document is saved or published, so the panel asks again at once. */
  revision: string;
}

type Permission = typeof READ_PERMISSION;

/**
 * The saved document of one of `kinds` (content type uid → kind) the editor may see the panel for, or null.
 * `permission` is the one the panel needs (a module constant: useRBAC asks again when it changes).
 */
export function usePanelEntry<Kind extends string>(
  kinds: Record<string, Kind>,
  { model, document, meta }: PanelProps,
  permission: Permission = READ_PERMISSION,
): PanelEntry<Kind> | null {
  const permissions = useMemo(() => [permission], [permission]);
  const { allowedActions } = useRBAC(permissions);
  const kind = kinds[model];
  const documentId = typeof document?.documentId === "string" ? document.documentId : undefined;
  // useRBAC names each action's answer after the action (history-read → canHistoryRead): the one asked for is the only one.
  if (!kind || !documentId || !Object.values(allowedActions).some(Boolean)) return null;
  const revision = JSON.stringify([document?.updatedAt, document?.publishedAt, meta?.availableStatus?.map((other) => [other.updatedAt, other.publishedAt])]);
  return { kind, documentId, revision };
}

/**
 * The translation the edit view shows: the content manager loads the document in the locale of its URL
 * (`plugins[i18n][locale]=fr`), and the document it hands the panels carries that locale.
 */
export const localeOf = (document: Version | undefined): string | undefined => {
  const locale = document?.locale;
  return typeof locale === "string" && locale !== "" ? locale : undefined;
};
