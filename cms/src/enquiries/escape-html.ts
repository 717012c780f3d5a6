const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text into HTML text or a quoted attribute: everything a visitor typed goes through here. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
