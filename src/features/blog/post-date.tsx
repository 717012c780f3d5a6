import * as React from "react";
import { useFormat } from "../../i18n/locale-context";

/** An editor-set publication date (YYYY-MM-DD) in the page's language, shown the same on the server and in the browser. */
export function PostDate({ date }: { date: string | null | undefined }) {
  const format = useFormat();
  if (!date) return null;
  return <time dateTime={date}>{format.date(date)}</time>;
}
