import * as React from "react";

const format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** An editor-set publication date (YYYY-MM-DD), shown the same on the server and in the browser. */
export function PostDate({ date }: { date: string | null | undefined }) {
  if (!date) return null;
  return <time dateTime={date}>{format.format(new Date(`${date}T00:00:00Z`))}</time>;
}
