import * as React from "react";
import type { HeadProps } from "gatsby";
import { localizedPath } from "@agency/cms/contract/locales";
import { pageLocale, type LanguageContext } from "../features/seo/language-tags";
import { SeoHead } from "../features/seo/seo-head";
import { Wrap } from "../theme/wrap";

/** The search page (/search/, /fr/search/): placeholder until the search feature lands. */
export default function SearchTemplate() {
  return (
    <Wrap>
      <h1>Search</h1>
    </Wrap>
  );
}

export function Head({ pageContext }: HeadProps<object, LanguageContext>) {
  return <SeoHead path={localizedPath(pageLocale(pageContext), "/search/")} title="Search" pageContext={pageContext} />;
}
