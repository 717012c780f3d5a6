import { ENQUIRY_FIELDS, type EnquiryErrors, type EnquiryField } from "@agency/cms/contract/enquiry-rules";

export type SendOutcome =
  | { kind: "sent" }
  /** The CMS refused fields (its rules are the authority): shown at the fields, like the form's own check. */
  | { kind: "invalid"; errors: EnquiryErrors }
  /** Not sent: the CMS's own message when it gave one a person can act on (too many, too large), else null. */
  | { kind: "failed"; message: string | null };

const SEND_TIMEOUT_MS = 20_000;
/** Refusals whose message tells the visitor what to do; other failures get the configuration's error text. */
const EXPLAINED_STATUSES = new Set([403, 413, 429]);

interface ErrorBody {
  error?: { message?: unknown; details?: { fields?: Record<string, unknown> } };
}

const isField = (name: string): name is EnquiryField => (ENQUIRY_FIELDS as readonly string[]).includes(name);

function fieldErrors(body: ErrorBody | null): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const [name, message] of Object.entries(body?.error?.details?.fields ?? {})) {
    if (isField(name) && typeof message === "string") errors[name] = message;
  }
  return errors;
}

async function readBody(response: Response): Promise<ErrorBody | null> {
  try {
    return (await response.json()) as ErrorBody;
  } catch {
    return null;
  }
}

/**
 * One POST of the enquiry as JSON, never retried (a retry after a lost answer could send it twice).
 * Every outcome is a value: the form keeps what was typed whatever happens.
 */
export async function sendEnquiry(endpoint: string, payload: Record<string, unknown>, timeoutMs = SEND_TIMEOUT_MS): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { kind: "failed", message: null };
  }
  if (response.ok) return { kind: "sent" };
  const body = await readBody(response);
  if (response.status === 400) {
    const errors = fieldErrors(body);
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  }
  const message = body?.error?.message;
  return { kind: "failed", message: EXPLAINED_STATUSES.has(response.status) && typeof message === "string" && message.trim() ? message : null };
}
