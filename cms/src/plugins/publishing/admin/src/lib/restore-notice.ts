/**
 * What a restore said, kept across the full reload that makes the content manager show the restored draft: the
 * History panel of the same translation shows it once after the reload.
 */
const key = (documentId: string, locale: string | undefined) => `publishing.history.restored:${documentId}:${locale ?? ""}`;

export function keepRestoreNotice(documentId: string, locale: string | undefined, sentences: string[]): void {
  try {
    window.sessionStorage.setItem(key(documentId, locale), JSON.stringify(sentences));
  } catch {
    // Storage refused (private mode, full): the reload still shows the restored draft.
  }
}

/** The kept notice, removed as it is read so it shows once. */
export function takeRestoreNotice(documentId: string, locale: string | undefined): string[] | null {
  try {
    const stored = window.sessionStorage.getItem(key(documentId, locale));
    if (stored === null) return null;
    window.sessionStorage.removeItem(key(documentId, locale));
    const sentences: unknown = JSON.parse(stored);
    return Array.isArray(sentences) ? sentences.filter((one): one is string => typeof one === "string") : null;
  } catch {
    return null;
  }
}
