import type { Core } from "@strapi/strapi";
import type { EntryReleases, HistoryKind, HistoryList, RestoreAnswer, VersionDetail } from "../../../../contract/history-contract";
import { callPublisher } from "../publisher-client";
import { compareVersion, mediaIdsOf, type SchemaReader } from "./compare-version";
import { contentTypeOf, ENTRY_VERSION } from "./history-kinds";
import { livePeriodOf } from "./live-periods";
import { navigationSnapshots } from "./navigation-snapshot";
import { relatedDocumentIds, restoreData } from "./restore-data";
import { maxVersionsPerEntry } from "./retention";
import { contentAttributes, deepPopulate } from "./schema-walk";
import { snapshotOf, type Snapshot } from "./snapshot";
import { storePeriod, summaryOf, SUMMARY_FIELDS, type VersionRowData } from "./version-rows";

/** A refusal with the status and the sentence the admin shows. */
export class HistoryRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const RELEASES_TIMEOUT_MS = 3_000;
const FILE_UID = "plugin::upload.file";

const schemaReader = (strapi: Core.Strapi): SchemaReader => ({
  attributes: (uid) => contentAttributes(strapi, uid),
  componentName: (uid) => (strapi.components[uid as never] as { info?: { displayName?: string } } | undefined)?.info?.displayName ?? uid,
});

/** The document in the publisher's kept releases, or null when the publisher did not answer. */
async function entryReleases(kind: HistoryKind, documentId: string): Promise<EntryReleases["releases"] | null> {
  if (kind === "navigation") return null;
  const reply = await callPublisher({
    method: "GET",
    path: `entries/${encodeURIComponent(kind)}/${encodeURIComponent(documentId)}/releases`,
    timeoutMs: RELEASES_TIMEOUT_MS,
  });
  if (!reply.reachable || reply.status !== 200) return null;
  const releases = (reply.body as Partial<EntryReleases> | null)?.releases;
  return Array.isArray(releases) ? releases : null;
}

export async function listVersions(strapi: Core.Strapi, kind: HistoryKind, documentId: string, locale: string, canPurge: boolean): Promise<HistoryList> {
  const rows = (await strapi.db.query(ENTRY_VERSION).findMany({
    where: { entryKind: kind, entryDocumentId: documentId, entryLocale: locale },
    orderBy: [{ recordedAt: "desc" }, { id: "desc" }],
    select: SUMMARY_FIELDS,
  })) as VersionRowData[];
  const releases = await entryReleases(kind, documentId);
  const versions = [];
  for (const row of rows) {
    const computed = releases && row.action === "publish" ? livePeriodOf(releases, locale, row.publishedVersion) : null;
    if (computed) await storePeriod(strapi, row, computed);
    versions.push(summaryOf(row, computed ?? undefined));
  }
  return { versions, maxPerEntry: maxVersionsPerEntry(), releasesKnown: releases !== null || kind === "navigation", canPurge };
}

async function findRow(strapi: Core.Strapi, id: number): Promise<VersionRowData> {
  const row = (await strapi.db.query(ENTRY_VERSION).findOne({ where: { id }, select: [...SUMMARY_FIELDS, "content"] })) as VersionRowData | null;
  if (!row) throw new HistoryRefusal(404, "This version is not in the history any more (it was purged, or dropped by the retention rule).");
  return row;
}

async function existingMedia(strapi: Core.Strapi, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = (await strapi.db.query(FILE_UID).findMany({ where: { id: { $in: [...new Set(ids)] } }, select: ["id"] })) as Array<{ id: number }>;
  return new Set(rows.map((row) => row.id));
}

/** The current draft of one translation, as a version would keep it; null when the entry is gone. */
async function currentDraft(strapi: Core.Strapi, row: VersionRowData): Promise<Snapshot | null> {
  if (row.entryKind === "navigation")
    return (await navigationSnapshots(strapi, row.entryDocumentId)).find((snapshot) => snapshot.locale === row.entryLocale)?.content ?? null;
  const uid = contentTypeOf(row.entryKind);
  const draft = await strapi
    .documents(uid)
    .findOne({ documentId: row.entryDocumentId, locale: row.entryLocale, status: "draft", populate: deepPopulate(strapi, uid) as never });
  return draft ? snapshotOf(strapi, uid, draft) : null;
}

export async function versionDetail(strapi: Core.Strapi, id: number): Promise<VersionDetail> {
  const row = await findRow(strapi, id);
  const content = row.content ?? {};
  const draft = await currentDraft(strapi, row);
  const navigation = row.entryKind === "navigation";
  const schema = schemaReader(strapi);
  const uid = contentTypeOf(row.entryKind);
  const media = await existingMedia(strapi, [...mediaIdsOf(content), ...mediaIdsOf(draft)]);
  const fields = compareVersion(schema, uid, content, draft, media, navigation);
  const missingMedia = fields.flatMap((field) => field.media?.version.filter((file) => file.missing) ?? []);
  const missingRelations = navigation ? [] : await missingRelationLabels(strapi, schema, uid, content);
  const releases = await entryReleases(row.entryKind, row.entryDocumentId);
  const live = releases && row.action === "publish" ? livePeriodOf(releases, row.entryLocale, row.publishedVersion) : null;
  return { version: summaryOf(row, live ?? undefined), fields, missingMedia, missingRelations, restorable: !navigation && draft !== null };
}

async function existingDocuments(strapi: Core.Strapi, related: Array<{ target: string; documentId: string }>): Promise<Set<string>> {
  const found = new Set<string>();
  const byTarget = new Map<string, string[]>();
  for (const { target, documentId } of related) byTarget.set(target, [...(byTarget.get(target) ?? []), documentId]);
  for (const [target, ids] of byTarget) {
    const rows = (await strapi.db.query(target as never).findMany({ where: { documentId: { $in: ids } }, select: ["documentId"] })) as Array<{
      documentId: string;
    }>;
    for (const row of rows) found.add(row.documentId);
  }
  return found;
}

async function missingRelationLabels(strapi: Core.Strapi, schema: SchemaReader, uid: string, content: Snapshot): Promise<string[]> {
  const related = relatedDocumentIds(schema, uid, content);
  const there = await existingDocuments(strapi, related);
  const skipped: string[] = [];
  restoreData(schema, uid, content, { media: new Set(mediaIdsOf(content)), documents: there }, skipped);
  return skipped;
}

const when = (value: string | Date): string =>
  new Date(value).toLocaleString("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" }) + " UTC";

/** Puts a version into the draft of its translation (docs/history.md, "Restoring"): never publishes. */
export async function restoreVersion(strapi: Core.Strapi, id: number): Promise<RestoreAnswer> {
  const row = await findRow(strapi, id);
  if (row.entryKind === "navigation")
    throw new HistoryRefusal(409, "A navigation has no draft: its history can be read, and its items set again in the Navigation editor.");
  const uid = contentTypeOf(row.entryKind);
  const draft = await strapi
    .documents(uid)
    .findOne({ documentId: row.entryDocumentId, locale: row.entryLocale, status: "draft", fields: ["documentId"] as never });
  if (!draft) throw new HistoryRefusal(404, "This entry no longer exists in the CMS, so there is no draft to restore the version into.");
  const schema = schemaReader(strapi);
  const content = row.content ?? {};
  const there = {
    media: await existingMedia(strapi, mediaIdsOf(content)),
    documents: await existingDocuments(strapi, relatedDocumentIds(schema, uid, content)),
  };
  const skipped: string[] = [];
  const data = restoreData(schema, uid, content, there, skipped);
  await strapi.documents(uid).update({ documentId: row.entryDocumentId, locale: row.entryLocale, data: data as never });
  const restored = `The version of ${when(row.recordedAt)} is now the draft. Nothing is published until you publish it.`;
  return {
    restored: true,
    documentId: row.entryDocumentId,
    locale: row.entryLocale,
    skipped,
    message:
      skipped.length === 0 ? restored : `${restored} ${skipped.length === 1 ? "One thing" : `${skipped.length} things`} could not be restored: see below.`,
  };
}

export async function purgeHistory(strapi: Core.Strapi, kind: HistoryKind, documentId: string, locale: string | null): Promise<number> {
  const where = { entryKind: kind, entryDocumentId: documentId, ...(locale ? { entryLocale: locale } : {}) };
  const { count } = (await strapi.db.query(ENTRY_VERSION).deleteMany({ where })) as { count: number };
  return count;
}
