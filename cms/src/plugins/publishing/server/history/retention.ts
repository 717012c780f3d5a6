import type { Core } from "@strapi/strapi";
import type { HistoryKind } from "../../../../contract/history-contract";
import { ENTRY_VERSION } from "./history-kinds";

/** HISTORY_MAX_VERSIONS_PER_ENTRY: the most versions kept per translation; unset, empty or 0 keeps them all. */
export function maxVersionsPerEntry(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.HISTORY_MAX_VERSIONS_PER_ENTRY?.trim();
  if (!raw || raw === "0") return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`HISTORY_MAX_VERSIONS_PER_ENTRY must be a whole number of versions (1 or more, or 0 for all); it is "${raw}".`);
  return value;
}

/** Drops the oldest versions of one translation beyond the maximum, if there is one. */
export async function applyRetention(strapi: Core.Strapi, kind: HistoryKind, documentId: string, locale: string): Promise<number> {
  const max = maxVersionsPerEntry();
  if (max === null) return 0;
  const rows = (await strapi.db.query(ENTRY_VERSION).findMany({
    where: { entryKind: kind, entryDocumentId: documentId, entryLocale: locale },
    orderBy: [{ recordedAt: "desc" }, { id: "desc" }],
    select: ["id"],
    offset: max,
  })) as Array<{ id: number }>;
  if (rows.length === 0) return 0;
  await strapi.db.query(ENTRY_VERSION).deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
  return rows.length;
}
