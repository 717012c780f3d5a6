import * as React from "react";
import type { LocaleCode } from "@agency/cms/contract/locales";
import type { LocaleState } from "../../i18n/locale-context";
import type { PageMessages } from "../../i18n/message-types";

/**
 * What the build gives a header or footer slice (plugins/cms-data-layer/routes/site-slices.ts): its language, that
 * language's catalogue and cookie policy. A slice is rendered apart from any page, so it cannot read the page's.
 */
export interface SiteSliceContext {
  readonly locale: LocaleCode;
  readonly messages: PageMessages;
  readonly cookiePolicyPath: string;
}

/** The slice's own language state: a page's without its translations, which only the language switchers use. */
export function useSliceLocale({ locale, messages, cookiePolicyPath }: SiteSliceContext): LocaleState {
  return React.useMemo(() => ({ locale, alternates: [], messages, cookiePolicyPath }), [locale, messages, cookiePolicyPath]);
}
