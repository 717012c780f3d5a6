/**
 * One recorded publish or unpublish of one translation (docs/history.md). The plugin's own content type, hidden from
 * the Content Manager and the Content-Type Builder and from the public API (no content-API routes): editors read it
 * in the edit view's History panel through the plugin's admin routes. No draft & publish: a row is a record.
 */
export const entryVersionSchema = {
  kind: "collectionType",
  collectionName: "entry_versions",
  info: {
    singularName: "entry-version",
    pluralName: "entry-versions",
    displayName: "Entry version",
    description: "A page, post, category, tag, author, the site settings or a navigation as one publish or unpublish left it.",
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    "content-manager": { visible: false },
    "content-type-builder": { visible: false },
  },
  attributes: {
    entryKind: { type: "string", maxLength: 32, required: true },
    entryDocumentId: { type: "string", maxLength: 255, required: true },
    entryLocale: { type: "string", maxLength: 35, required: true },
    action: { type: "enumeration", enum: ["publish", "unpublish"], required: true },
    title: { type: "string", maxLength: 255 },
    /** Every field as the published version had it: components, blocks, media and relations (history/snapshot.ts). */
    content: { type: "json" },
    /** The published version's updatedAt (ISO), the name the publisher's content record gives it. */
    publishedVersion: { type: "string", maxLength: 64 },
    recordedBy: { type: "string", maxLength: 500 },
    via: { type: "enumeration", enum: ["admin", "api", "schedule", "system"], required: true },
    recordedAt: { type: "datetime", required: true },
    /**
     * One publish is one row even when several CMS instances share the database: the bootstrap puts a unique index
     * on it (history/unique-event-key.ts) and a second insert of the same key is dropped.
     */
    eventKey: { type: "string", maxLength: 400, required: true },
    /** When the site showed it, as last read from the publisher (kept after the publisher prunes the release). */
    liveFrom: { type: "datetime" },
    liveFromRelease: { type: "string", maxLength: 64 },
    liveTo: { type: "datetime" },
    liveToRelease: { type: "string", maxLength: 64 },
  },
};
