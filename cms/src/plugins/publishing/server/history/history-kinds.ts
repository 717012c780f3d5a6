import type { UID } from "@strapi/strapi";
import type { HistoryKind } from "../../../../contract/history-contract";
import { KIND_UIDS } from "../content-kinds";

export const ENTRY_VERSION = "plugin::publishing.entry-version";
const NAVIGATION_UID = "plugin::navigation.navigation";

/** Every kind with a history, and its content type: the publisher's kinds plus the navigation plugin's. */
const HISTORY_UIDS = { ...KIND_UIDS, navigation: NAVIGATION_UID } as const satisfies Record<HistoryKind, string>;

export const isHistoryKind = (value: unknown): value is HistoryKind => typeof value === "string" && Object.hasOwn(HISTORY_UIDS, value);

/** The kind a content type uid is, or null for a type without history (enquiries, redirects, …). */
export const kindOfUid = (uid: unknown): HistoryKind | null =>
  (Object.entries(HISTORY_UIDS).find(([, known]) => known === uid)?.[0] as HistoryKind | undefined) ?? null;

export const contentTypeOf = (kind: HistoryKind): UID.ContentType => HISTORY_UIDS[kind] as UID.ContentType;
