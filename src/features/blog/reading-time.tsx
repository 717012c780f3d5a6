import * as React from "react";
import { useFormat } from "../../i18n/locale-context";

/** "N min read", computed at build time from the body's words (docs/content-model.md, blog posts), in the page's language. */
export function ReadingTime({ minutes }: { minutes: number | null | undefined }) {
  const { t } = useFormat();
  if (!minutes) return null;
  return <span>{t("blog.readingTime", { count: minutes })}</span>;
}
