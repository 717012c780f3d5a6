import { graphql, useStaticQuery } from "gatsby";
import { useFormat, useLocale } from "../../i18n/locale-context";
import { pickLocale } from "../../i18n/pick-locale";
import type { OptionalCategory } from "./consent-categories";

export interface ConsentContent {
  heading: string;
  /** Sanitized at build time (plugins/cms-data-layer/rich-text); may be empty. */
  introHtml: string | null;
  /** "Learn more" texts; an empty one means no Learn more for that category. */
  explanations: Record<"necessary" | OptionalCategory, string | null>;
}

interface ConsentConfiguration {
  locale?: string | null;
  cookie_consent_interstitial_heading?: string | null;
  cookie_consent_interstitial_wysiwyg?: { html?: string | null } | null;
  cookie_consent_interstitial_type_necessary?: string | null;
  cookie_consent_interstitial_type_analytics?: string | null;
  cookie_consent_interstitial_type_preferences?: string | null;
  cookie_consent_interstitial_type_marketing?: string | null;
}

const text = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** The dialog's texts from the CMS configuration in the page's locale (any of them may be empty in a sparse setup). */
export function useConsentContent(): ConsentContent {
  const data = useStaticQuery<{ configurations?: { nodes: readonly ConsentConfiguration[] } | null }>(graphql`
    query CookieConsentContent {
      configurations: allStrapiConfiguration {
        nodes {
          locale
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
    }
  `);
  const { t } = useFormat();
  const configuration = pickLocale(data?.configurations?.nodes, useLocale());
  return {
    // Used when the CMS leaves the heading empty: the dialog must always have a name.
    heading: text(configuration?.cookie_consent_interstitial_heading) ?? t("consent.fallbackHeading"),
    introHtml: text(configuration?.cookie_consent_interstitial_wysiwyg?.html),
    explanations: {
      necessary: text(configuration?.cookie_consent_interstitial_type_necessary),
      analytics: text(configuration?.cookie_consent_interstitial_type_analytics),
      preferences: text(configuration?.cookie_consent_interstitial_type_preferences),
      marketing: text(configuration?.cookie_consent_interstitial_type_marketing),
    },
  };
}
