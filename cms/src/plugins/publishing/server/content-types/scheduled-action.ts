/**
 * One scheduled publish or unpublish (docs/content-model.md, "Scheduling"). The plugin's own content type, hidden
 * from the Content Manager and the Content-Type Builder: editors see and cancel these in the edit view's Schedule
 * panel and on the Publishing page, and only server/scheduling writes them (straight to the table, so a scheduled
 * action is never a webhook event of its own). No draft & publish: a row is a record, not content.
 */
export const scheduledActionSchema = {
  kind: "collectionType",
  collectionName: "scheduled_actions",
  info: {
    singularName: "scheduled-action",
    pluralName: "scheduled-actions",
    displayName: "Scheduled action",
    description: "A publish or unpublish of one translation of a page or post that the CMS carries out at runAt (UTC).",
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    "content-manager": { visible: false },
    "content-type-builder": { visible: false },
  },
  attributes: {
    action: { type: "enumeration", enum: ["publish", "unpublish"], required: true },
    entryKind: { type: "enumeration", enum: ["page", "blog-post"], required: true },
    entryDocumentId: { type: "string", maxLength: 255, required: true },
    /**
     * The translation the action publishes or unpublishes (a locale code of src/contract/locales.ts). Rows from before
     * the site had languages have none: they mean the default locale's.
     */
    entryLocale: { type: "string", maxLength: 35 },
    /** The entry's title when it was scheduled (or run), so a deleted entry still reads as something. */
    entryTitle: { type: "string", maxLength: 255 },
    runAt: { type: "datetime", required: true },
    state: { type: "enumeration", enum: ["pending", "running", "done", "failed", "cancelled"], default: "pending", required: true },
    scheduledBy: { type: "string", maxLength: 255 },
    /** The CMS instance that claimed the action (host:pid:random), for the log of who ran it. */
    claimedBy: { type: "string", maxLength: 255 },
    ranAt: { type: "datetime" },
    /** Why it was not carried out: the edit guard's message, or the error. */
    failure: { type: "text" },
    cancelledBy: { type: "string", maxLength: 255 },
  },
};
