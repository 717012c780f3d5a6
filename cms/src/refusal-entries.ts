/**
 * An entry a guard's refusal names, for the admin's refusal panel (src/admin/refusal-panel.ts) to link. The edit
 * guards and the media guards attach the same shape, as the error's `details.entries`, so the panel reads one.
 */
export interface RefusalEntry {
  uid: string;
  /** A Media Library file's is its id: the Media Library opens a file by id (src/admin/admin-notices.tsx). */
  documentId: string;
  name: string;
}

/** The navigation plugin's navigations: the panel links them to the plugin's page, which has no URL per navigation. */
export const NAVIGATION = "plugin::navigation.navigation";

/** The Media Library's files: the panel links them to the file's details, where its alternative text is edited. */
export const FILE = "plugin::upload.file";

/** The refusal's details: each entry once, in the order the message names them. */
export const refusalDetails = (entries: RefusalEntry[]): { entries: RefusalEntry[] } => ({
  entries: [...new Map(entries.map((entry) => [`${entry.uid} ${entry.documentId}`, entry])).values()],
});
