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

/** Texts the form falls back to when the configuration leaves them empty: a visitor must always learn the outcome. */
export const FALLBACK_TEXTS = {
  successHeading: "Thank you, we have your enquiry",
  successMessage: "We will reply by email soon.",
  errorMessage: "Your enquiry could not be sent. Please try again in a moment.",
} as const;
