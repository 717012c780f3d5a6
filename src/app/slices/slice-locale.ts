import * as React from "react";
import type { LocaleCode } from "@agency/cms/contract/locales";
import type { LocaleState } from "../../i18n/locale-context";
import { useCatalogue } from "../../i18n/use-catalogue";

/**
 * What the build gives a header or footer slice (plugins/cms-data-layer/routes/site-slices.ts): its language and that
 * language's cookie policy. A slice is rendered apart from any page, so it cannot read the page's.
 */
export interface SiteSliceContext {
  readonly locale: LocaleCode;
  readonly cookiePolicyPath: string;
}

/** The slice's own language state: a page's without its translations, which only the language switchers use. */
export function useSliceLocale({ locale, cookiePolicyPath }: SiteSliceContext): LocaleState {
  const messages = useCatalogue(locale);
  return React.useMemo(() => ({ locale, alternates: [], messages, cookiePolicyPath }), [locale, messages, cookiePolicyPath]);
}
