import type { ConfigurationSeed } from "../../seed-types";

/** Every field set, except tiktok_url: the site shows each social link only when its URL is set. */
export const configuration: ConfigurationSeed = {
  email: "hello@lumenandlark.co.uk",
  telephone: "+44 20 7946 0321",
  instagram_url: "https://www.instagram.com/lumenandlark",
  linkedin_url: "https://www.linkedin.com/company/lumen-and-lark",
  facebook_url: "https://www.facebook.com/lumenandlark",
  structured_data_name: "Lumen & Lark",
  structured_data_description:
    "Independent marketing agency in London offering brand strategy, search engine optimisation, paid social and content marketing for small and mid-sized businesses.",
  structured_data_address_locality: "London",
  structured_data_address_country: "GB",
  company_number: "09876543",
  registered_in: "England and Wales",
  registered_office: "Studio 4, 18 Lumen Mews, London E2 8AB",
  structured_data_logo: "lumen-and-lark-logo.png",
  meta_og_image: "lumen-and-lark-share.jpg",
  post_call_to_action: {
    heading: "Want help putting this into practice?",
    text: "One hour with a strategist, free and with no obligation. You leave with three practical actions for your business.",
    label: "Book your free 1 hour consultation",
  },
  enquiries: {
    needs: [
      "A free consultation",
      "Search engine optimisation",
      "Paid social",
      "Email marketing",
      "Content marketing",
      "Measurement",
      "Brand strategy",
      "Something else",
    ],
    budgets: ["Under £5,000", "£5,000–£15,000", "£15,000–£50,000", "Over £50,000"],
    privacy_note: "We use your details only to answer your enquiry. Read how in our",
    privacy_page: "privacy-policy",
    success_heading: "Thank you, we have your enquiry",
    success_message: "A strategist will reply within one working day. We have sent a copy to your email address.",
    error_message: "Your enquiry could not be sent. Please try again in a moment, or email us.",
    acknowledgement_subject: "We have your enquiry – Lumen & Lark",
    acknowledgement_body: `Dear {name},

Thank you for getting in touch. A strategist will reply within one working day, usually sooner.

If anything is urgent, call us on +44 20 7946 0321 (Monday to Friday, 9:00 to 17:30).

Lumen & Lark
41 Rivington Street, London EC2A 3QQ`,
  },
  cookie_consent_interstitial_heading: "Your privacy, your choice",
  cookie_consent_interstitial_wysiwyg: `We use cookies to keep this website working and, with your permission, to understand how it is used and to measure our own advertising. Choose which categories you are happy with. You can change your mind at any time from our [cookie policy](/cookie-policy).`,
  cookie_consent_interstitial_type_necessary: "Needed for the website to work and to remember your cookie choices. These are always on.",
  cookie_consent_interstitial_type_analytics: "Help us count visits and see which pages are useful, so we can improve the website. The data is aggregated.",
  cookie_consent_interstitial_type_preferences:
    "Would let the website remember choices you make here between visits. It sets no such cookies today; if it ever does, only with your consent.",
  cookie_consent_interstitial_type_marketing:
    "Let us measure whether our adverts on other platforms brought you here. We never show third-party adverts on this website.",
};
