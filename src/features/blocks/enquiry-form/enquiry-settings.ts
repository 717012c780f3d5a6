/** What every enquiry form on the site shares, from the configuration's "Enquiries" settings (docs/enquiries.md). */
export interface EnquirySettings {
  needs: readonly string[];
  budgets: readonly string[];
  privacyNote: string | null;
  privacyPath: string | null;
  successHeading: string;
  successMessage: string;
  errorMessage: string;
}
