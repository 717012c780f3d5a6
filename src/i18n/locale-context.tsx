import * as React from "react";
import type { EnquiryMessages } from "@agency/cms/contract/enquiry-rules";
import { DEFAULT_LOCALE, localizedPath, siteLocale, type LocaleCode } from "@agency/cms/contract/locales";
import { COOKIE_POLICY_PATH } from "../lib/page-path";
import { fallbackMessages } from "./fallback-messages";
import { formatMessage } from "./format-message";
import { numberFormat } from "./intl-formatters";
import type { Alternate, MessageKey, MessageValues, Messages, PageMessages } from "./message-types";

/** What a page says about its language (its pageContext), as every component reads it. */
export interface LocaleState {
  readonly locale: LocaleCode;
  /** Every published translation of this page, itself included, in SITE_LOCALES order. */
  readonly alternates: readonly Alternate[];
  /** The page's own catalogue; null only where no page gave one (see fallback-messages.ts). */
  readonly messages: PageMessages | null;
  /** The cookie policy in this locale, else the default locale's. */
  readonly cookiePolicyPath: string;
}

export const DEFAULT_LOCALE_STATE: LocaleState = {
  locale: DEFAULT_LOCALE,
  alternates: [],
  messages: fallbackMessages,
  cookiePolicyPath: COOKIE_POLICY_PATH,
};

const LocaleContext = React.createContext<LocaleState>(DEFAULT_LOCALE_STATE);

export function LocaleProvider({ value, children }: { value: LocaleState; children: React.ReactNode }) {
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The whole of the page's language state, for handing it on past a provider of another (the header and footer slices). */
export function useLocaleState(): LocaleState {
  return React.useContext(LocaleContext);
}

export function useLocale(): LocaleCode {
  return useLocaleState().locale;
}

export function useMessages(): Messages {
  // Only a page without a catalogue in a production build has none: every string then shows its key.
  return useLocaleState().messages ?? ({} as Messages);
}

/** The enquiry checks' words in the page's language, which the build put into its catalogue (catalogueFor). */
export function useEnquiryErrors(): EnquiryMessages {
  return useLocaleState().messages?.enquiryErrors ?? ({} as EnquiryMessages);
}

export function useAlternates(): readonly Alternate[] {
  return useLocaleState().alternates;
}

/** `locale`'s own "page not translated" note, when the page's catalogue carries it (catalogueFor). */
export function useUntranslatedNote(locale: LocaleCode): string | undefined {
  return useLocaleState().messages?.untranslatedNotes?.[locale];
}

export function useCookiePolicyPath(): string {
  return useLocaleState().cookiePolicyPath;
}

/** A locale-neutral path (`/`, `/blog/`, `/#free-consultation`) as the current page's locale's URL. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return React.useCallback((path: string) => localizedPath(locale, path), [locale]);
}

export interface Format {
  /** The catalogue's text for `key`, placeholders filled, plural chosen by `values.count`. */
  t(key: MessageKey, values?: MessageValues): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
}

export function createFormat(locale: LocaleCode, messages: Messages | null): Format {
  const intl = siteLocale(locale).intl;
  return {
    t: (key, values) => formatMessage(messages, intl, key, values),
    number: (value, options) => numberFormat(intl, options).format(value),
  };
}

export function useFormat(): Format {
  const { locale, messages } = useLocaleState();
  return React.useMemo(() => createFormat(locale, messages), [locale, messages]);
}
