import type { Core } from "@strapi/strapi";
import type { HistoryKind, LivePeriod, VersionAction, VersionSummary, VersionVia } from "../../../../contract/history-contract";
import { ENTRY_VERSION } from "./history-kinds";
import type { Snapshot } from "./snapshot";

/** A row of entry_versions as the query engine hands it back. */
export interface VersionRowData {
  id: number;
  entryKind: HistoryKind;
  entryDocumentId: string;
  entryLocale: string;
  action: VersionAction;
  title: string | null;
  content?: Snapshot;
  publishedVersion: string | null;
  recordedBy: string | null;
  via: VersionVia;
  recordedAt: string | Date;
  liveFrom: string | Date | null;
  liveFromRelease: string | null;
  liveTo: string | Date | null;
  liveToRelease: string | null;
}

export const SUMMARY_FIELDS = [
  "id",
  "entryKind",
  "entryDocumentId",
  "entryLocale",
  "action",
  "title",
  "publishedVersion",
  "recordedBy",
  "via",
  "recordedAt",
  "liveFrom",
  "liveFromRelease",
  "liveTo",
  "liveToRelease",
];

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The stored live period: kept from an earlier reading once the publisher has pruned the releases. */
const storedPeriod = (row: VersionRowData): LivePeriod | null =>
  row.liveFrom && row.liveFromRelease
    ? { from: iso(row.liveFrom) as string, fromRelease: row.liveFromRelease, to: iso(row.liveTo), toRelease: row.liveToRelease, now: false }
    : null;

export function summaryOf(row: VersionRowData, live: LivePeriod | null | undefined): VersionSummary {
  return {
    id: row.id,
    kind: row.entryKind,
    documentId: row.entryDocumentId,
    locale: row.entryLocale,
    action: row.action,
    title: row.title,
    recordedAt: iso(row.recordedAt) as string,
    recordedBy: row.recordedBy ?? "Someone",
    via: row.via,
    publishedVersion: row.publishedVersion,
    live: live === undefined ? storedPeriod(row) : live,
  };
}

/** Keeps what the publisher said of a version, so the panel still knows it after those releases are pruned. */
export async function storePeriod(strapi: Core.Strapi, row: VersionRowData, live: LivePeriod | null): Promise<void> {
  if (!live) return;
  const same =
    row.liveFromRelease === live.fromRelease && (row.liveToRelease ?? null) === live.toRelease && iso(row.liveFrom) === new Date(live.from).toISOString();
  if (same) return;
  await strapi.db.query(ENTRY_VERSION).update({
    where: { id: row.id },
    data: { liveFrom: live.from, liveFromRelease: live.fromRelease, liveTo: live.to, liveToRelease: live.toRelease },
  });
}
