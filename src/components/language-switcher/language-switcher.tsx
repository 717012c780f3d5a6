import * as React from "react";
import { siteLocale, type LocaleCode } from "@agency/cms/contract/locales";
import { useAlternates, useFormat, useLocale, useUntranslatedNote } from "../../i18n/locale-context";
import { useSiteLocales } from "../../i18n/site-locales";
import { languageLinks, type LanguageLink } from "./language-links";
import * as S from "./language-switcher.styles";

/**
 * The other languages of this page (WCAG 3.1.2): plain links in the server HTML, so they work without JavaScript, each
 * marked with its language (hreflang, lang). A page with no translation in a language links to that language's home
 * page and says so in that language. The current language is shown as current. Nothing when the site has one language.
 * The footer's copy is named apart from the header's: two navigation landmarks of one page need distinct names.
 */
export function LanguageSwitcher({ placement = "header" }: { placement?: "header" | "footer" }) {
  const locale = useLocale();
  const { t } = useFormat();
  const links = languageLinks(locale, useAlternates(), useSiteLocales());
  if (links.length === 0) return null;
  return (
    <nav aria-label={t(placement === "footer" ? "languages.footerNavigation" : "languages.navigation")}>
      <S.List>
        <li>
          <span aria-current="true" lang={locale}>
            {siteLocale(locale).name}
          </span>
        </li>
        {links.map((link) => (
          <li key={link.code}>
            <LanguageAnchor link={link} pageLocale={locale} />
          </li>
        ))}
      </S.List>
    </nav>
  );
}

function LanguageAnchor({ link, pageLocale }: { link: LanguageLink; pageLocale: LocaleCode }) {
  const { t } = useFormat();
  const note = useUntranslatedNote(link.code);
  return (
    <a href={link.href} hrefLang={link.code} lang={link.code}>
      {link.name}
      {!link.translated && (
        // The note in the offered language when the page carries it; else in the page's own (then marked as such).
        <S.Note lang={note ? undefined : pageLocale}>
          {" — "}
          {note ?? t("languages.untranslatedNote")}
        </S.Note>
      )}
    </a>
  );
}
