import { graphql, useStaticQuery } from "gatsby";
import { FALLBACK_TEXTS, type EnquirySettings } from "./enquiry-settings";

const labels = (options: readonly ({ label: string | null } | null)[] | null | undefined): string[] =>
  (options ?? []).map((option) => option?.label?.trim() ?? "").filter((label) => label !== "");

/** The configuration's enquiry settings: options for the selects, the privacy note and the outcome texts. */
export function useEnquirySettings(): EnquirySettings {
  const data = useStaticQuery<Queries.EnquirySettingsQuery>(graphql`
    query EnquirySettings {
      strapiConfiguration {
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
  `);
  const settings = data.strapiConfiguration?.enquiries;
  return {
    needs: labels(settings?.needs),
    budgets: labels(settings?.budgets),
    privacyNote: settings?.privacy_note?.trim() || null,
    privacyPath: settings?.privacy_page?.path ?? null,
    successHeading: settings?.success_heading?.trim() || FALLBACK_TEXTS.successHeading,
    successMessage: settings?.success_message?.trim() || FALLBACK_TEXTS.successMessage,
    errorMessage: settings?.error_message?.trim() || FALLBACK_TEXTS.errorMessage,
  };
}
