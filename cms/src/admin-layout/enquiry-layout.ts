import { TIMESTAMP_TEXTS, type ModelLayout } from "./layout-types";

/** Enquiries as editors follow them up: newest first, and the list answers "who, what, and is it dealt with?". */
export const ENQUIRY_LAYOUT: ModelLayout = {
  kind: "content-type",
  uid: "api::enquiry.enquiry",
  fields: {
    name: { label: "Name", description: "As the visitor typed it." },
    email: { label: "Email", description: "Reply to this address. The agency's email about this enquiry has it as its reply address." },
    company: { label: "Company", description: "Optional for the visitor." },
    need: { label: "Need", description: 'What they chose under "What do you need?" (the options are in the Configuration).' },
    budget: { label: "Budget", description: "Optional for the visitor." },
    message: { label: "Message" },
    page: { label: "Sent from", description: "The page of the site the form was on." },
    enquiry_status: { label: "Status", description: "New until someone answers; then Contacted, and Closed when it is dealt with." },
    email_status: {
      label: "Email delivery",
      description: "Sent: the agency has the email. Failed: the CMS tries again every few minutes (at most 10 times); the reason is below.",
    },
    email_attempts: { label: "Email attempts" },
    email_error: { label: "Last email problem" },
    consented_at: { label: "Agreed to the privacy policy at" },
    ...TIMESTAMP_TEXTS,
    createdAt: { label: "Received" },
  },
  list: ["createdAt", "name", "company", "need", "enquiry_status"],
  sort: { by: "createdAt", order: "DESC" },
};
