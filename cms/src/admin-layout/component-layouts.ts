import type { ModelLayout } from "./layout-types";

const component = (uid: string, fields: ModelLayout["fields"]): ModelLayout => ({ kind: "component", uid, fields });

export const COMPONENT_LAYOUTS: ModelLayout[] = [
  component("shared.seo", {
    meta_title: { label: "Meta title", description: "The title in search results and the browser tab. Empty: the entry's title." },
    meta_description: {
      label: "Meta description",
      description: "The summary under the title in search results, about 150 characters. Empty: the excerpt or the first words of the page.",
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
];
