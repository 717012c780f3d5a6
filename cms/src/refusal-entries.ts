/**
 * An entry a guard's refusal names, for the admin's refusal panel (src/admin/refusal-panel.tsx) to link. The edit
 * guards and the media guards attach the same shape, as the error's `details.entries`, so the panel reads one.
 */
export interface RefusalEntry {
  uid: string;
  documentId: string;
  name: string;
}

/** The navigation plugin's navigations: the panel links them to the plugin's page, which has no URL per navigation. */
export const NAVIGATION = "plugin::navigation.navigation";

/** The refusal's details: each entry once, in the order the message names them. */
export const refusalDetails = (entries: RefusalEntry[]): { entries: RefusalEntry[] } => ({
  entries: [...new Map(entries.map((entry) => [`${entry.uid} ${entry.documentId}`, entry])).values()],
});
