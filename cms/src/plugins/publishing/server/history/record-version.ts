import type { Core } from "@strapi/strapi";
import type { HistoryKind, VersionAction } from "../../../../contract/history-contract";
import { contentTypeOf, ENTRY_VERSION, kindOfUid } from "./history-kinds";
import { navigationSnapshots } from "./navigation-snapshot";
import { applyRetention } from "./retention";
import { deepPopulate } from "./schema-walk";
import { snapshotOf, type Snapshot } from "./snapshot";
import { titleOf } from "./version-title";
import { whoDidIt } from "./who-did-it";

interface EventInfo {
  uid?: unknown;
  model?: unknown;
  entry?: { documentId?: unknown; locale?: unknown; updatedAt?: unknown } | null;
}

interface VersionRow {
  kind: HistoryKind;
  documentId: string;
  locale: string;
  action: VersionAction;
  content: Snapshot;
  publishedVersion: string | null;
  eventKey: string;
}

const iso = (value: unknown): string | null => {
  if (typeof value !== "string" && !(value instanceof Date)) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/**
 * Writes one version, once: the row's eventKey names the publish (kind, document, locale, action, published version),
 * and a unique index on it (unique-event-key.ts) makes a second writer's insert fail, which is then no error.
 */
async function insertOnce(strapi: Core.Strapi, row: VersionRow): Promise<boolean> {
  const versions = strapi.db.query(ENTRY_VERSION);
  if (await versions.findOne({ where: { eventKey: row.eventKey }, select: ["id"] })) return false;
  const { recordedBy, via } = whoDidIt(strapi);
  try {
    await versions.create({
      data: {
        entryKind: row.kind,
        entryDocumentId: row.documentId,
        entryLocale: row.locale,
        action: row.action,
        title: titleOf(row.kind, row.content),
        content: row.content,
        publishedVersion: row.publishedVersion,
        recordedBy: recordedBy.slice(0, 500),
        via,
        recordedAt: new Date(),
        eventKey: row.eventKey,
      },
    });
  } catch (error) {
    // Another instance recorded this very publish between the look and the insert.
    if (await versions.findOne({ where: { eventKey: row.eventKey }, select: ["id"] })) return false;
    throw error;
  }
  await applyRetention(strapi, row.kind, row.documentId, row.locale);
  return true;
}

/** The newest recorded publish of one translation: what an unpublish took off the site. */
async function latestPublish(strapi: Core.Strapi, kind: HistoryKind, documentId: string, locale: string): Promise<{ content: Snapshot; id: number } | null> {
  const row = (await strapi.db.query(ENTRY_VERSION).findOne({
    where: { entryKind: kind, entryDocumentId: documentId, entryLocale: locale, action: "publish" },
    orderBy: [{ recordedAt: "desc" }, { id: "desc" }],
    select: ["id", "content"],
  })) as { id: number; content: Snapshot } | null;
  return row;
}

async function recordEntryEvent(strapi: Core.Strapi, action: VersionAction, info: EventInfo): Promise<void> {
  const kind = kindOfUid(info.uid);
  const documentId = info.entry?.documentId;
  if (!kind || kind === "navigation" || typeof documentId !== "string") return;
  const uid = contentTypeOf(kind);
  const locale = typeof info.entry?.locale === "string" ? info.entry.locale : ((await strapi.plugin("i18n")?.service("locales")?.getDefaultLocale()) as string);
  const version = iso(info.entry?.updatedAt);
  let content: Snapshot;
  if (action === "publish") {
    const published = await strapi.documents(uid).findOne({ documentId, locale, status: "published", populate: deepPopulate(strapi, uid) as never });
    if (!published) return;
    content = snapshotOf(strapi, uid, published);
  } else {
    // The published version is gone: the version keeps what left the site, as its publish recorded it (else the draft).
    const previous = await latestPublish(strapi, kind, documentId, locale);
    const draft = previous ? null : await strapi.documents(uid).findOne({ documentId, locale, status: "draft", populate: deepPopulate(strapi, uid) as never });
    content = previous?.content ?? snapshotOf(strapi, uid, draft);
  }
  const eventKey = `${kind}:${documentId}:${locale}:${action}:${version ?? Date.now()}`;
  await insertOnce(strapi, { kind, documentId, locale, action, content, publishedVersion: action === "publish" ? version : null, eventKey });
}

/** A navigation has no draft: every save is live, so each save that changed a translation's tree is a version of it. */
async function recordNavigationEvent(strapi: Core.Strapi, info: EventInfo): Promise<void> {
  const documentId = info.entry?.documentId;
  if (typeof documentId !== "string") return;
  for (const { locale, content, digest } of await navigationSnapshots(strapi, documentId)) {
    const previous = await latestPublish(strapi, "navigation", documentId, locale);
    // The same tree as the newest version (a save of another language, or of nothing): not a new version.
    if (previous && JSON.stringify(previous.content) === JSON.stringify(content)) continue;
    const eventKey = `navigation:${documentId}:${locale}:publish:${digest}:after-${previous?.id ?? 0}`;
    await insertOnce(strapi, { kind: "navigation", documentId, locale, action: "publish", content, publishedVersion: null, eventKey });
  }
}

/**
 * Records every publish and unpublish (docs/history.md): the document service announces both on the event hub for
 * the admin, the REST API, the Document Service and scheduled runs alike, and the navigation plugin announces its
 * saves there too (as entry.update of its `navigation` model). A failure is logged, never thrown: a publish must not
 * fail because its history could not be written.
 */
export function recordVersions(strapi: Core.Strapi): void {
  const guarded = async (work: () => Promise<void>): Promise<void> => {
    try {
      await work();
    } catch (error) {
      strapi.log.error(`[publishing] could not record a version in the history: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  strapi.eventHub.on("entry.publish", (info: EventInfo) => guarded(() => recordEntryEvent(strapi, "publish", info)));
  strapi.eventHub.on("entry.unpublish", (info: EventInfo) => guarded(() => recordEntryEvent(strapi, "unpublish", info)));
  strapi.eventHub.on("entry.update", (info: EventInfo) =>
    info.model === "navigation" ? guarded(() => recordNavigationEvent(strapi, info)) : Promise.resolve(),
  );
}
