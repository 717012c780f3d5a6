import type { EnquiryMessages } from "@agency/cms/contract/enquiry-rules";
import type { PageMessages } from "./message-types";

/**
 * What a component reads with no page catalogue around it: English in development and unit tests; nothing in a
 * production bundle, which must not carry a catalogue (every built page has its own in its pageContext), so there a
 * missing string shows its key. The condition is replaced at build time and the dead branch, with its require, dropped.
 */
export const fallbackMessages: PageMessages | null = process.env.NODE_ENV === "production" ? null : developmentMessages();

function developmentMessages(): PageMessages {
  /* eslint-disable @typescript-eslint/no-require-imports -- requires the production build removes (see above) */
  const { en } = require("./messages/en") as { en: PageMessages };
  const { ENQUIRY_MESSAGES } = require("@agency/cms/contract/enquiry-messages") as { ENQUIRY_MESSAGES: Record<"en", EnquiryMessages> };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { ...en, enquiryErrors: ENQUIRY_MESSAGES.en };
}
