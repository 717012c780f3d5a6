import * as React from "react";
import type { HeadProps, PageProps } from "gatsby";
import { localizedPath } from "@agency/cms/contract/locales";
import { pageLocale, type LanguageContext } from "../features/seo/language-tags";
import { NotFoundView } from "../features/errors/not-found-view";
import { SeoHead } from "../features/seo/seo-head";

/** Unknown paths show "Page Not Found: {path}" (the server answers 404; docs/runtime.md). */
export default function NotFoundPage({ location }: PageProps) {
  return <NotFoundView path={location.pathname} />;
}

interface NotFoundContext extends LanguageContext {
  messages?: { errors?: { notFoundHeading?: string } } | null;
}

/** The heading without its path ("Page Not Found: {path}" → "Page Not Found"), in the page's language. */
const notFoundTitle = (context: NotFoundContext | undefined) =>
  (context?.messages?.errors?.notFoundHeading ?? "Page Not Found: {path}").replace("{path}", "").replace(/[\s:]+$/, "");

/** One per locale (/404/, /fr/404/: plugins/cms-data-layer/routes), each in its language. */
export function Head({ pageContext }: HeadProps<object, NotFoundContext>) {
  return <SeoHead path={localizedPath(pageLocale(pageContext), "/404/")} title={notFoundTitle(pageContext)} noCanonical pageContext={pageContext} />;
}
