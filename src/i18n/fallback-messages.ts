import type { Messages } from "./message-types";

/**
 * What a component reads with no page catalogue around it: English in development and unit tests; nothing in a
 * production bundle, which must not carry a catalogue (every built page has its own in its pageContext), so there a
 * missing string shows its key. The condition is replaced at build time and the dead branch, with its require, dropped.
 */
export const fallbackMessages: Messages | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the production build removes (see above)
  process.env.NODE_ENV === "production" ? null : (require("./messages/en") as { en: Messages }).en;
