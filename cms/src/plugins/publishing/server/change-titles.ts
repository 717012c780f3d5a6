import type { Core } from "@strapi/strapi";
import type { ReleaseChanges } from "../../../contract/publishing-contract";
import { isEntryKind, KIND_UIDS, labelField } from "./content-kinds";
import { ENTRY_VERSION } from "./history/history-kinds";

/**
 * The publisher names what a release changed by the content record's ids (publisher/src/release/release-changes.ts);
 * editors know their entries by title (a category, tag or author by its name). The CMS adds the title before the panel
 * sees the list: the recorded version's (the title at release time), else the published version's, else the draft's
 * (an unpublished entry), else none (a deleted entry, which the panel names by its page).
 */

const NAVIGATION_UID = "plugin::navigation.navigation";

const changeLists = (status: Record<string, unknown>): ReleaseChanges[] => {
  const history = Array.isArray(status.history) ? (status.history as Array<{ changes?: ReleaseChanges | null }>) : [];
  const behind = (status.liveBehind as { changes?: ReleaseChanges | null } | null | undefined)?.changes;
  return [...history.map((release) => release.changes), behind].filter(
    (changes): changes is ReleaseChanges =>
      typeof changes === "object" && changes !== null && ["added", "changed", "removed"].every((key) => Array.isArray(changes[key as keyof ReleaseChanges])),
  );
};

async function titlesOf(strapi: Core.Strapi, kind: string, ids: string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (kind === "navigation") {
    const rows = (await strapi.db.query(NAVIGATION_UID).findMany({ where: { slug: { $in: ids } }, select: ["slug", "name"] })) as Array<{
      slug: string;
      name?: string;
    }>;
    for (const row of rows) if (row.name) titles.set(row.slug, row.name);
    return titles;
  }
  if (kind === "configuration" || !isEntryKind(kind)) return titles;
  const label = labelField(kind);
  const rows = (await strapi.db
    .query(KIND_UIDS[kind])
    .findMany({ where: { documentId: { $in: ids } }, select: ["documentId", label, "publishedAt"] })) as Array<{
    documentId: string;
    title?: string | null;
    name?: string | null;
    publishedAt?: unknown;
  }>;
  // Drafts first, so a published version's title overwrites its draft's.
  for (const row of [...rows].sort((a, b) => Number(Boolean(a.publishedAt)) - Number(Boolean(b.publishedAt)))) {
    const title = row[label];
    if (title) titles.set(row.documentId, title);
  }
  return titles;
}

const instant = (value: unknown): number => (typeof value === "string" || value instanceof Date ? new Date(value).getTime() : Number.NaN);
const versionKey = (kind: string, id: string, locale: string, version: unknown) => `${kind}\u0000${id}\u0000${locale}\u0000${instant(version)}`;

/** The recorded publishes (history/record-version.ts) of these documents, by kind, document, locale and published version. */
async function recordedVersions(strapi: Core.Strapi, ids: string[]): Promise<Map<string, { id: number; title: string | null }>> {
  const found = new Map<string, { id: number; title: string | null }>();
  if (ids.length === 0) return found;
  const rows = (await strapi.db.query(ENTRY_VERSION).findMany({
    where: { entryDocumentId: { $in: ids }, action: "publish" },
    select: ["id", "entryKind", "entryDocumentId", "entryLocale", "publishedVersion", "title"],
  })) as Array<{ id: number; entryKind: string; entryDocumentId: string; entryLocale: string; publishedVersion: string | null; title: string | null }>;
  for (const row of rows) found.set(versionKey(row.entryKind, row.entryDocumentId, row.entryLocale, row.publishedVersion), { id: row.id, title: row.title });
  return found;
}

/**
 * Adds `title` and `versionId` to every changed entry of the status's release history and of its "live is behind"
 * list, in place: the title the entry had in the version the release changed (docs/history.md), else today's.
 */
export async function addChangeTitles(strapi: Core.Strapi, status: unknown): Promise<void> {
  if (typeof status !== "object" || status === null) return;
  const entries = changeLists(status as Record<string, unknown>).flatMap((changes) => [...changes.added, ...changes.changed, ...changes.removed]);
  const byKind = new Map<string, Set<string>>();
  for (const entry of entries)
    if (typeof entry.kind === "string" && typeof entry.id === "string") byKind.set(entry.kind, (byKind.get(entry.kind) ?? new Set()).add(entry.id));
  const titles = new Map<string, Map<string, string>>();
  for (const [kind, ids] of byKind) titles.set(kind, await titlesOf(strapi, kind, [...ids]));
  const versions = await recordedVersions(strapi, [...new Set(entries.map((entry) => entry.id))]);
  for (const entry of entries) {
    const recorded = entry.version ? versions.get(versionKey(entry.kind, entry.id, entry.locale, entry.version)) : undefined;
    entry.title = recorded?.title ?? titles.get(entry.kind)?.get(entry.id) ?? null;
    entry.versionId = recorded?.id ?? null;
  }
}
