import type { Core } from "@strapi/strapi";

/**
 * Strapi validates `unique` in the application, which two CMS instances on one database can both pass at the same
 * moment; a database index makes the second insert of one publish fail (record-version.ts then drops it). Strapi's
 * schema sync does not know this index and may drop it at a migration, so every boot makes it again.
 */
export async function ensureUniqueEventKey(strapi: Core.Strapi): Promise<void> {
  await strapi.db.connection.raw("CREATE UNIQUE INDEX IF NOT EXISTS entry_versions_event_key_unique ON entry_versions (event_key)");
}
