/** The text fields of the site-wide Configuration single type (docs/content-model.md). Any of them may be empty. */
export interface SiteConfiguration {
  email?: string | null;
  telephone?: string | null;
  instagram_url?: string | null;
  linkedin_url?: string | null;
  facebook_url?: string | null;
  tiktok_url?: string | null;
  structured_data_name?: string | null;
  structured_data_description?: string | null;
  structured_data_address_locality?: string | null;
  structured_data_address_country?: string | null;
  /** UK company details (the footer shows them: docs/content-model.md). */
  company_number?: string | null;
  registered_in?: string | null;
  registered_office?: string | null;
  cookie_consent_interstitial_heading?: string | null;
  cookie_consent_interstitial_type_necessary?: string | null;
  cookie_consent_interstitial_type_analytics?: string | null;
  cookie_consent_interstitial_type_preferences?: string | null;
  cookie_consent_interstitial_type_marketing?: string | null;
}

/** The four social networks, in the order the footer and the structured data list them. */
export const SOCIAL_URL_FIELDS = ["instagram_url", "linkedin_url", "facebook_url", "tiktok_url"] as const;
