import { Flex, Link, Typography } from "@strapi/design-system";
import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { languageName } from "../lib/locale-names";
import { missingLocales, missingNotice, searchInLocale } from "./missing-translations";

interface PanelProps {
  document?: { locale?: unknown };
  meta?: { availableLocales?: Array<{ locale?: unknown }> };
}
export interface TranslationsPanelType {
  (props: PanelProps): { title: string; content: ReactNode } | null;
  displayName?: string;
}

function MissingTranslations({ codes }: { codes: string[] }) {
  const location = useLocation();
  return (
    <Flex direction="column" alignItems="stretch" gap={2} role="region" aria-label="Missing translations">
      <Typography textColor="warning700" fontWeight="bold">
        {missingNotice(codes)}
      </Typography>
      {codes.map((code) => (
        <Link key={code} tag={NavLink} to={{ pathname: location.pathname, search: searchInLocale(location.search, code) }}>
          Write the {languageName(code)} version
        </Link>
      ))}
      <Typography variant="pi" textColor="neutral600">
        The same as choosing the language in the locale menu at the top. Images and other shared fields are already there; “Fill in from another locale” in that
        menu copies this version&apos;s text to translate. Nothing shows in that language on the site until it is published.
      </Typography>
    </Flex>
  );
}

/**
 * A side panel of every localized type's edit view: the site's languages this entry has no version in yet, each with
 * a link that opens that version to write. Strapi's own "Available in" column (list view) and locale menu show what
 * exists; this names what is missing where the editor is working. Nothing when the entry is in every language, or
 * not saved yet, or not localized.
 */
export const TranslationsPanel: TranslationsPanelType = ({ document, meta }) => {
  if (typeof document?.locale !== "string") return null;
  const codes = missingLocales(document.locale, meta?.availableLocales);
  if (codes.length === 0) return null;
  return { title: "Translations", content: <MissingTranslations codes={codes} /> };
};
TranslationsPanel.displayName = "TranslationsPanel";
