import { graphql, useStaticQuery } from "gatsby";
import { useLocale } from "../../i18n/locale-context";
import { pickLocale } from "../../i18n/pick-locale";

interface ContactDetailsData {
  configurations?: { nodes: readonly { locale?: string | null; email?: string | null; telephone?: string | null }[] } | null;
}

/** The configuration's email and telephone in the page's locale, for the contact block (the footer reads the same fields). */
export function useContactDetails(): { email: string | null; telephone: string | null } {
  const data = useStaticQuery<ContactDetailsData>(graphql`
    query BlocksContactDetails {
      configurations: allStrapiConfiguration {
        nodes {
          locale
          email
          telephone
        }
      }
    }
  `);
  const configuration = pickLocale(data.configurations?.nodes, useLocale());
  return { email: configuration?.email ?? null, telephone: configuration?.telephone ?? null };
}
