import { isLocaleCode } from "@agency/cms/contract/locales";
import { DEFAULT_LOCALE_STATE, type LocaleState } from "./locale-context";
import type { Alternate, PageMessages } from "./message-types";

/** The language fields of a page's pageContext (set by the build for every page it creates). */
export interface PageLocaleContext {
  readonly locale?: unknown;
  readonly alternates?: readonly Alternate[] | null;
  readonly messages?: PageMessages | null;
  readonly cookiePolicyPath?: string | null;
}

/** The page's language from its pageContext; a page without one (yet) is English, with no translations offered. */
export function pageLocaleState(context: PageLocaleContext | null | undefined): LocaleState {
  if (!context) return DEFAULT_LOCALE_STATE;
  return {
    locale: isLocaleCode(context.locale) ? context.locale : DEFAULT_LOCALE_STATE.locale,
    alternates: Array.isArray(context.alternates) ? context.alternates : DEFAULT_LOCALE_STATE.alternates,
    messages: context.messages ?? DEFAULT_LOCALE_STATE.messages,
    cookiePolicyPath: context.cookiePolicyPath || DEFAULT_LOCALE_STATE.cookiePolicyPath,
  };
}
