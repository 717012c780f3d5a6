import type { ModelLayout } from "./layout-types";

const component = (uid: string, fields: ModelLayout["fields"]): ModelLayout => ({ kind: "component", uid, fields });

export const COMPONENT_LAYOUTS: ModelLayout[] = [
  component("shared.seo", {
    meta_title: {
      label: "Meta title",
      description:
        "The title in search results and the browser tab; search results show about 60 characters (the preview beside counts them). Empty: the entry's title and the site's name.",
    },
    meta_description: {
      label: "Meta description",
      description:
        "The summary under the title in search results, 70 to 160 characters (the preview beside counts them). Empty: a post's excerpt, else the site's description.",
    },
    share_image: {
      label: "Share image",
      description: "The image of link previews on social networks. Empty: the post's cover, else the site's default share image.",
    },
  }),
  component("blocks.hero", {
    heading: { label: "Heading", description: "The large heading at the top of the page." },
    subheading: { label: "Subheading", description: "Optional: a line under the heading." },
    image: { label: "Image", description: "Optional: a wide image beside the heading. Describe it in the media library's alternative text." },
    primary_cta: { label: "Main call to action", description: 'Optional: the first button, e.g. "Book a free consultation".' },
    secondary_cta: { label: "Second call to action", description: 'Optional: a quieter second link, e.g. "See our work".' },
  }),
  component("blocks.link", {
    label: { label: "Button text", description: "What the button says, in a few words." },
    page: { label: "Page", description: "The page it leads to. It must be published for the site to build. Leave empty to use a web address." },
    url: {
      label: "Web address",
      description: "Used when no page is chosen: a full address (https://…), a path on this site such as /#free-consultation, or mailto:.",
    },
  }),
  component("blocks.rich-text", {
    body: {
      label: "Text",
      description: "Markdown. Links to /paths on this site open in the site; a link to #cookie-consent-preferences opens the cookie dialog.",
    },
  }),
  component("blocks.accordion", {
    heading: { label: "Heading", description: "Optional: a heading above the items." },
    items: { label: "Items", description: "The expandable entries, in order." },
  }),
  component("blocks.accordion-item", {
    label: { label: "Question or label", description: "The text of the button that opens the item." },
    body: { label: "Answer or text", description: "What the item shows when open, in Markdown." },
    starts_open: { label: "Starts open", description: "Open when the page loads." },
  }),
  component("blocks.page-button", {
    label: { label: "Button text", description: "What the button says." },
    page: { label: "Page", description: "The page the button leads to. It must be published for the site to build." },
  }),
  component("blocks.section", {
    anchor: {
      label: "Anchor",
      description: "The section's id for links such as /#free-consultation: lower-case letters, digits and hyphens.",
    },
    heading: { label: "Heading", description: "Optional: the section's heading." },
    body: { label: "Text", description: "Optional: the section's text, in Markdown." },
  }),
  component("blocks.services", {
    heading: { label: "Heading", description: 'Optional: a heading above the grid, e.g. "What we do".' },
    intro: { label: "Introduction", description: "Optional: a sentence under the heading." },
    items: { label: "Services", description: "The cards, in order; three or six fill the grid best. The band is hidden when empty." },
  }),
  component("blocks.service-item", {
    icon: { label: "Icon", description: "One of the site's icons, drawn in the brand colours." },
    title: { label: "Title", description: "The service's name." },
    text: { label: "Text", description: "Optional: one or two sentences." },
    page: { label: "Page", description: "Optional: the page that describes the service; the card links to it. It must be published." },
  }),
  component("blocks.case-studies", {
    heading: { label: "Heading", description: 'Optional: a heading above the cards, e.g. "Selected work".' },
    items: { label: "Case studies", description: "The cards, in order. The band is hidden when empty." },
  }),
  component("blocks.case-study", {
    client: { label: "Client", description: "The client's name." },
    challenge: { label: "Challenge", description: "Optional: the problem in one or two sentences." },
    results: { label: "Results", description: "Optional: up to three figures, e.g. 63% / more online bookings." },
    image: { label: "Image", description: "Optional: the card's picture. Describe it in the media library's alternative text." },
    page: {
      label: "Case study page",
      description: "Optional: the page with the whole story (e.g. under Our work); the card links to it. It must be published.",
    },
  }),
  component("blocks.stat", {
    value: { label: "Figure", description: "Short: 63%, £2m, 4×, 120." },
    label: { label: "What it measures", description: 'A few words, e.g. "more online bookings".' },
  }),
  component("blocks.stats", {
    heading: { label: "Heading", description: "Optional: a heading above the figures." },
    items: { label: "Figures", description: "Three or four figures fill the band best. The band is hidden when empty." },
  }),
  component("blocks.testimonials", {
    heading: { label: "Heading", description: "Optional: a heading above the quotes (read by screen readers even when it is short)." },
    items: { label: "Quotes", description: "One quote shows large; two or more sit side by side. The band is hidden when empty." },
  }),
  component("blocks.testimonial", {
    quote: { label: "Quote", description: "The client's words, without quotation marks." },
    name: { label: "Name", description: "Who said it." },
    role: { label: "Role", description: "Optional: their job title." },
    company: { label: "Company", description: "Optional: their organisation." },
    portrait: { label: "Portrait", description: "Optional: a square photo. Describe it in the media library's alternative text." },
  }),
  component("blocks.logo-wall", {
    heading: { label: "Heading", description: 'Optional: e.g. "Trusted by".' },
    logos: { label: "Logos", description: "Client logos; each one's alternative text in the media library must be the client's name. Hidden when empty." },
  }),
  component("blocks.team", {
    heading: { label: "Heading", description: "Optional: a heading above the grid." },
    members: { label: "People", description: "In the order they should appear. The grid is hidden when empty." },
  }),
  component("blocks.team-member", {
    name: { label: "Name", description: "The person's full name." },
    role: { label: "Role", description: "Optional: their job title." },
    portrait: { label: "Portrait", description: "Optional: a square photo. Describe it in the media library's alternative text." },
  }),
  component("blocks.text-image", {
    heading: { label: "Heading", description: "Optional: the heading of the text column." },
    body: { label: "Text", description: "Markdown. Links to /paths on this site open in the site." },
    image: { label: "Image", description: "Optional: the picture beside the text. Describe it in the media library's alternative text." },
    image_side: { label: "Image side", description: "Which side the image sits on wide screens; on phones it always comes after the text." },
  }),
  component("blocks.cta-band", {
    heading: { label: "Heading", description: 'The invitation, e.g. "Ready to grow?".' },
    text: { label: "Text", description: "Optional: a sentence under the heading." },
    label: { label: "Button text", description: "The button always leads to the free consultation on the home page (/#free-consultation)." },
  }),
  component("blocks.contact", {
    heading: { label: "Heading", description: 'Optional: e.g. "Talk to a strategist".' },
    text: { label: "Text", description: "Optional: a sentence above the details. The email and telephone come from the Configuration." },
  }),
  component("blocks.enquiry-form", {
    heading: { label: "Heading", description: 'e.g. "Tell us about your project".' },
    intro: { label: "Introduction", description: "Optional: a sentence above the form." },
    submit_label: { label: "Button text", description: 'What the send button says, e.g. "Send enquiry".' },
  }),
  component("shared.enquiry-settings", {
    needs: { label: "What visitors can ask for", description: 'The choices of "What do you need?", in order. A visitor must pick one, so keep at least one.' },
    budgets: { label: "Budget ranges", description: "Optional for the visitor. Empty: the form asks no budget." },
    privacy_note: {
      label: "Privacy note",
      description: "The sentence beside the consent box; the site adds the link to the privacy page after it.",
    },
    privacy_page: { label: "Privacy page", description: "The privacy policy the consent box links to. It must be published." },
    success_heading: { label: "Thank-you heading", description: "Shown when an enquiry has arrived." },
    success_message: { label: "Thank-you text", description: "Shown under the thank-you heading." },
    error_message: { label: "Sending failed text", description: "Shown when the enquiry could not be sent at all (the network or the CMS is down)." },
    acknowledgement_subject: { label: "Acknowledgement email: subject", description: "The subject of the copy emailed to the visitor." },
    acknowledgement_body: {
      label: "Acknowledgement email: text",
      description: "Plain text. {name} becomes the visitor's name. Empty subject or text: no acknowledgement is sent.",
    },
  }),
  component("shared.enquiry-option", {
    label: { label: "Label", description: "The choice as visitors see it, and as it is stored with their enquiry." },
  }),
];
