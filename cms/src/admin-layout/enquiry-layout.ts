import { TIMESTAMP_TEXTS, type ModelLayout } from "./layout-types";

/** Enquiries as editors follow them up: newest first, and the list answers "who, what, who has it, is it dealt with, is it spam?". */
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
      description:
        "Sent: the agency has the email. Failed: the CMS tries again every few minutes (at most 10 times); the reason is below. Held: suspected spam, not sent until released.",
    },
    email_attempts: { label: "Email attempts" },
    email_error: { label: "Last email problem" },
    consented_at: { label: "Agreed to the privacy policy at" },
    suspected_spam: {
      label: "Suspected spam",
      description:
        "Sent less than 2 seconds after the form was first used, as software does (a browser's autofill can too). Held: nobody was emailed. Untick and save to release it: the emails go out then.",
    },
    assignee: { label: "Assigned to", description: "Who in the agency answers it: a name, as you write it." },
    notes: { label: "Notes", description: "The agency's own notes on the follow-up. The visitor never sees them." },
    ...TIMESTAMP_TEXTS,
    createdAt: { label: "Received" },
  },
  list: ["createdAt", "name", "company", "need", "enquiry_status", "assignee", "suspected_spam"],
  // The follow-up first: what an editor changes sits at the top (applied once).
  editOrder: ["enquiry_status", "assignee", "notes", "suspected_spam"],
  sort: { by: "createdAt", order: "DESC" },
};
