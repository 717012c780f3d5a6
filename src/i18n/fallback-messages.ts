import type { EnquiryMessages } from "@agency/cms/contract/enquiry-rules";
import type { LocaleCode } from "@agency/cms/contract/locales";
import type { PageMessages } from "./message-types";

/**
 * What a component reads with no page catalogue around it: English in development and unit tests; nothing in a
 * production bundle, which must not carry a catalogue (every built page reads its own from the data layer), so there a
 * missing string shows its key. The condition is replaced at build time and webpack skips the dead branch of the
 * conditional with its requires: they must stay inside it (a require in a function it calls would be bundled).
 */
export const fallbackMessages: PageMessages | null =
  process.env.NODE_ENV === "production"
    ? null
    : {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
        ...(require("./messages/en") as { en: PageMessages }).en,
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
        enquiryErrors: (require("@agency/cms/contract/enquiry-messages") as { ENQUIRY_MESSAGES: Record<LocaleCode, EnquiryMessages> }).ENQUIRY_MESSAGES.en,
      };
