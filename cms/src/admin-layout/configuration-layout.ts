import { TIMESTAMP_TEXTS, type ModelLayout } from "./layout-types";

const social = (network: string): { label: string; description: string } => ({
  label: `${network} URL`,
  description: `The full https:// address of the ${network} profile. The footer shows the link only when it is set.`,
});

const learnMore = (category: string): { label: string; description: string } => ({
  label: `Cookie dialog: ${category} cookies, "Learn more" text`,
  description: `Explains the ${category.toLowerCase()} cookies behind a "Learn more" button in the cookie dialog. Empty: no button.`,
});

export const CONFIGURATION_LAYOUT: ModelLayout = {
  kind: "content-type",
  uid: "api::configuration.configuration",
  fields: {
    email: {
      label: "Contact email",
      description: "Shown in the footer as a mail link. Empty: not shown. Enquiries from the site's form are emailed here.",
    },
    telephone: { label: "Telephone", description: "Shown in the footer as written here; the call link drops the spaces. Empty: not shown." },
    instagram_url: social("Instagram"),
    linkedin_url: social("LinkedIn"),
    facebook_url: social("Facebook"),
    tiktok_url: social("TikTok"),
    structured_data_name: { label: "Organisation name", description: "The business name in the footer, in link previews and for search engines." },
    structured_data_description: {
      label: "Organisation description",
      description: "A sentence about the business for search engines; also the description of pages that have none of their own.",
    },
    structured_data_address_locality: { label: "City", description: "Town or city of the business address, for search engines." },
    structured_data_address_country: { label: "Country", description: "Country of the business address, for search engines." },
    company_number: {
      label: "Company number",
      description:
        "The number Companies House gave the company (8 characters, e.g. 09876543 or SC123456). UK law asks for it on the site: the footer shows it.",
    },
    registered_in: { label: "Registered in", description: "Where the company is registered, e.g. England and Wales. Shown in the footer with the number." },
    registered_office: {
      label: "Registered office",
      description: "The registered office address on one line, as Companies House has it. Shown in the footer.",
    },
    structured_data_logo: {
      label: "Logo",
      description: "The organisation's logo as search engines see it. Describe it in the media library's alternative text.",
    },
    meta_og_image: { label: "Default share image", description: "The image link previews use when a page or post has none of its own." },
    post_call_to_action: {
      label: "Call to action after every post",
      description: "The consultation band at the end of every blog post: heading, a line of text, the button's label. Empty: no band.",
    },
    enquiries: {
      label: "Enquiry form",
      description: "The choices, texts and acknowledgement email of every enquiry form on the site. Enquiries are emailed to the contact email above.",
    },
    cookie_consent_interstitial_heading: { label: "Cookie dialog heading", description: "The heading of the cookie dialog visitors see on their first visit." },
    cookie_consent_interstitial_wysiwyg: {
      label: "Cookie dialog text",
      description: "The introduction under the heading, in Markdown; link to the cookie policy here.",
    },
    cookie_consent_interstitial_type_necessary: learnMore("Necessary"),
    cookie_consent_interstitial_type_analytics: learnMore("Analytics"),
    cookie_consent_interstitial_type_preferences: learnMore("Preferences"),
    cookie_consent_interstitial_type_marketing: learnMore("Marketing"),
    ...TIMESTAMP_TEXTS,
  },
};
