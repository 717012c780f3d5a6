import * as React from "react";
import { LOCALE_CODES, localizedPath, type LocaleCode } from "@agency/cms/contract/locales";

/** The locales that have a site: a published home page at their home path (`/`, `/fr/`). */
export function localesWithSite(homePaths: readonly string[]): readonly LocaleCode[] {
  return LOCALE_CODES.filter((code) => homePaths.includes(localizedPath(code, "/")));
}

const SiteLocalesContext = React.createContext<readonly LocaleCode[]>([]);

/** Given by the layout (from its site-wide query), read by the language switchers. */
export function SiteLocalesProvider({ value, children }: { value: readonly LocaleCode[]; children: React.ReactNode }) {
  return <SiteLocalesContext.Provider value={value}>{children}</SiteLocalesContext.Provider>;
}

export function useSiteLocales(): readonly LocaleCode[] {
  return React.useContext(SiteLocalesContext);
}
