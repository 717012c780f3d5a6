import { TIMESTAMP_TEXTS, type ModelLayout } from "./layout-types";

/** Redirects as editors keep them: newest first, each read as "from → to, and who made it". */
export const REDIRECT_LAYOUT: ModelLayout = {
  kind: "content-type",
  uid: "api::redirect.redirect",
  fields: {
    from: { label: "From", description: "The old path visitors may still arrive at, such as /spring-campaign/. No page or post may be live there." },
    to: {
      label: "To",
      description: "Where they are sent: a path of this site where a page or post is published (such as /services/), or an address starting with https://.",
    },
    permanent: { label: "Permanent", description: "Visitors and search engines are sent on with a 301 (moved permanently)." },
    reason: { label: "Made by", description: "Automatic: the CMS recorded it when published content moved. Editor: added by hand." },
    ...TIMESTAMP_TEXTS,
  },
  list: ["from", "to", "reason", "createdAt"],
  sort: { by: "createdAt", order: "DESC" },
};
