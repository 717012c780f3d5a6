import * as React from "react";

/**
 * An editor-set publication date: `date` (YYYY-MM-DD) for machines, `text` as the page's language writes it, from
 * the data layer (plugins/cms-data-layer/blog/date-in-words.ts), so the server and every browser show the same words.
 */
export function PostDate({ date, text }: { date: string | null | undefined; text: string | null | undefined }) {
  if (!date || !text) return null;
  return <time dateTime={date}>{text}</time>;
}
