import { graphql, useStaticQuery } from "gatsby";
import type { OptionalCategory } from "./consent-categories";

export interface ConsentContent {
  heading: string;
  /** Sanitized at build time (plugins/cms-data-layer/rich-text); may be empty. */
  introHtml: string | null;
  /** "Learn more" texts; an empty one means no Learn more for that category. */
  explanations: Record<"necessary" | OptionalCategory, string | null>;
}

/** Used when the CMS leaves the heading empty: the dialog must always have a name. */
const FALLBACK_HEADING = "Cookie preferences";

const text = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** The dialog's texts from the CMS configuration (any of them may be empty in a sparse setup). */
export function useConsentContent(): ConsentContent {
  const data = useStaticQuery<Queries.CookieConsentContentQuery>(graphql`
    query CookieConsentContent {
      strapiConfiguration {
        cookie_consent_interstitial_heading
        cookie_consent_interstitial_wysiwyg {
          html
        }
        cookie_consent_interstitial_type_necessary
        cookie_consent_interstitial_type_analytics
        cookie_consent_interstitial_type_preferences
        cookie_consent_interstitial_type_marketing
      }
    }
  `);
  const configuration = data?.strapiConfiguration;
  return {
    heading: text(configuration?.cookie_consent_interstitial_heading) ?? FALLBACK_HEADING,
    introHtml: text(configuration?.cookie_consent_interstitial_wysiwyg?.html),
    explanations: {
      necessary: text(configuration?.cookie_consent_interstitial_type_necessary),
      analytics: text(configuration?.cookie_consent_interstitial_type_analytics),
      preferences: text(configuration?.cookie_consent_interstitial_type_preferences),
      marketing: text(configuration?.cookie_consent_interstitial_type_marketing),
    },
  };
}
