import * as React from "react";

/** "N min read", computed at build time from the body's words (docs/content-model.md, blog posts). */
export function ReadingTime({ minutes }: { minutes: number | null | undefined }) {
  if (!minutes) return null;
  return <span>{minutes} min read</span>;
}
