import * as React from "react";
import { isLocaleCode } from "@agency/cms/contract/locales";
import { createFormat, DEFAULT_LOCALE_STATE, type Format, type LocaleState } from "./locale-context";
import type { Alternate } from "./message-types";
import { useCatalogue } from "./use-catalogue";

/** The language fields of a page's pageContext (set by the build for every page it creates). */
export interface PageLocaleContext {
  readonly locale?: unknown;
  readonly alternates?: readonly Alternate[] | null;
  readonly cookiePolicyPath?: string | null;
}

/**
 * The page's language from its pageContext; a page without one (yet) is English, with no translations offered. Its
 * words are not in the context: read them with useCatalogue(locale).
 */
function pageLocaleState(context: PageLocaleContext | null | undefined): Omit<LocaleState, "messages"> {
  if (!context) return DEFAULT_LOCALE_STATE;
  return {
    locale: isLocaleCode(context.locale) ? context.locale : DEFAULT_LOCALE_STATE.locale,
    alternates: Array.isArray(context.alternates) ? context.alternates : DEFAULT_LOCALE_STATE.alternates,
    cookiePolicyPath: context.cookiePolicyPath || DEFAULT_LOCALE_STATE.cookiePolicyPath,
  };
}

/** The page's whole language state, its words included: one object per page, so readers re-render only on a change. */
export function usePageLocaleState(context: PageLocaleContext | null | undefined): LocaleState {
  const { locale, alternates, cookiePolicyPath } = pageLocaleState(context);
  const messages = useCatalogue(locale);
  return React.useMemo(() => ({ locale, alternates, messages, cookiePolicyPath }), [locale, alternates, messages, cookiePolicyPath]);
}

/** The page's formatting for a `Head`, which renders outside the page's LocaleProvider and so cannot use useFormat(). */
export function usePageFormat(context: PageLocaleContext | null | undefined): Format {
  const { locale, messages } = usePageLocaleState(context);
  return React.useMemo(() => createFormat(locale, messages), [locale, messages]);
}
