import type { Core } from "@strapi/strapi";
import { DEFAULT_LOCALE, SITE_LOCALES } from "../contract/locales";

interface LocalesService {
  findByCode(code: string): Promise<{ id: number; code: string } | null>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | null>;
  setDefaultLocale(params: { code: string }): Promise<unknown>;
}

/**
 * Creates every locale of SITE_LOCALES the i18n plugin does not have yet and makes DEFAULT_LOCALE its
 * default, at every boot: adding a language to the contract is enough for the CMS to offer it. Locales an
 * editor added in the admin panel are left alone, and nothing is written when all is already in place.
 */
export const ensureSiteLocales = async (strapi: Core.Strapi): Promise<void> => {
  const locales = strapi.plugin("i18n").service("locales") as LocalesService;
  for (const { code, name } of SITE_LOCALES) {
    if (await locales.findByCode(code)) continue;
    await locales.create({ code, name: `${name} (${code})` });
    // The navigation plugin gives each navigation a version per locale at its own bootstrap (which ran before
    // this locale existed) or when a locale is added over HTTP; a locale made here gets them now.
    await strapi.plugin("navigation").service("admin").refreshNavigationLocale(code);
    strapi.log.info(`[i18n] created the locale ${code}`);
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
    strapi.log.info(`[i18n] default locale set to ${DEFAULT_LOCALE}`);
  }
};
