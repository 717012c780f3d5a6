import { AsyncLocalStorage } from "node:async_hooks";
import type { Core } from "@strapi/strapi";
import { PAGE } from "./content-types";

interface DocumentManager {
  deleteMany: (documentIds: string[], uid: string, opts?: unknown) => Promise<unknown>;
}

/** The pages of the bulk delete under way, while its deletes run (each through the edit guards, one by one). */
const together = new AsyncLocalStorage<ReadonlySet<string>>();

/** The other pages deleted in the same action as the one being checked: links from them go with them. */
export const deletedTogether = (): ReadonlySet<string> => together.getStore() ?? new Set();

/**
 * A bulk delete of pages is judged as a set: a parent deleted with all of its children (or a page with the pages
 * whose buttons link it) goes, in one action, where deleting it alone is refused. The content manager's bulk delete
 * runs one delete per page, inside one transaction, so each would meet the others' links; the set is kept for the
 * edit guards while they run (src/guards/linked-page.ts). A link from outside the set still refuses the whole
 * action, which the transaction undoes.
 */
export const registerDeletingTogether = (strapi: Core.Strapi): void => {
  const documents = strapi.plugin("content-manager").service("document-manager") as unknown as DocumentManager;
  const deleteMany = documents.deleteMany.bind(documents);
  documents.deleteMany = async (documentIds, uid, opts) =>
    uid === PAGE ? together.run(new Set(documentIds), () => deleteMany(documentIds, uid, opts)) : deleteMany(documentIds, uid, opts);
};
