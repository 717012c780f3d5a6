import { FILL_MS_FIELD, HONEYPOT_FIELD, looksAutomated } from "../contract/enquiry-rules";

/**
 * What the endpoint does with a submission the form's rules (contract/enquiry-rules.ts, looksAutomated) find
 * automated: a filled honeypot is software for sure, so it is dropped; a fill time under the minimum alone may be a
 * person whose browser filled the form, so it is stored and held as suspected spam (docs/enquiries.md).
 */
export type SpamVerdict = "accept" | "hold" | "drop";

export const spamVerdict = (input: Readonly<Record<string, unknown>>): SpamVerdict => {
  if (!looksAutomated(input)) return "accept";
  // The same rule without the fill time: still automated means the honeypot.
  const withoutFillTime = { [HONEYPOT_FIELD]: input[HONEYPOT_FIELD], [FILL_MS_FIELD]: undefined };
  return looksAutomated(withoutFillTime) ? "drop" : "hold";
};
