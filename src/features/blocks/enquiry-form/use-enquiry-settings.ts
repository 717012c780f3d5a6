import { graphql, useStaticQuery } from "gatsby";
import { useLocale, useMessages } from "../../../i18n/locale-context";
import { pickLocale } from "../../../i18n/pick-locale";
import type { EnquirySettings } from "./enquiry-settings";

const labels = (options: readonly ({ label: string | null } | null)[] | null | undefined): string[] =>
  (options ?? []).map((option) => option?.label?.trim() ?? "").filter((label) => label !== "");

/**
 * The configuration's enquiry settings in the page's language: options for the selects (the labels that locale's
 * CMS checks against), the privacy note and the outcome texts. A static query cannot take the locale, so it reads
 * every locale's configuration and picks the page's; a locale without one falls back to the default's.
 */
export function useEnquirySettings(): EnquirySettings {
  const locale = useLocale();
  const texts = useMessages().enquiryForm;
  const data = useStaticQuery<Queries.EnquirySettingsQuery>(graphql`
    query EnquirySettings {
      allStrapiConfiguration {
        nodes {
          locale
          enquiries {
            needs {
              label
            }
            budgets {
              label
            }
            privacy_note
            privacy_page {
              path
            }
            success_heading
            success_message
            error_message
          }
        }
      }
    }
  `);
  const settings = pickLocale(data.allStrapiConfiguration.nodes, locale)?.enquiries;
  return {
    needs: labels(settings?.needs),
    budgets: labels(settings?.budgets),
    privacyNote: settings?.privacy_note?.trim() || null,
    privacyPath: settings?.privacy_page?.path ?? null,
    successHeading: settings?.success_heading?.trim() || texts.successHeading,
    successMessage: settings?.success_message?.trim() || texts.successMessage,
    errorMessage: settings?.error_message?.trim() || texts.errorMessage,
  };
}
