import { publisherWebhookEnv } from "../../../lib/publisher-env";

/** What a call to the publisher's admin API came to: its answer, or why there was none. */
export type PublisherReply = { reachable: true; status: number; body: unknown } | { reachable: false; detail: string };

interface CallOptions {
  method: "GET" | "POST";
  /** Relative to the webhook URL's folder: the admin routes sit beside /webhook on the same server. */
  path: string;
  body?: unknown;
  timeoutMs: number;
}

/**
 * Calls the publisher with its token, from the server only: the token never goes to the browser, and
 * any copy of it in an answer (a log line, say) is blanked before the answer is passed on.
 */
export async function callPublisher({ method, path, body, timeoutMs }: CallOptions): Promise<PublisherReply> {
  const { url, token } = publisherWebhookEnv();
  if (!url) return { reachable: false, detail: "No publisher is configured for this CMS (PUBLISHER_WEBHOOK_URL is not set)." };

  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(new URL(path, url), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { reachable: false, detail: whyUnreachable(error, timeoutMs) };
  }

  let text = await response.text();
  if (token) text = text.split(token).join("[redacted]");
  try {
    return { reachable: true, status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { reachable: true, status: response.status, body: { error: `the publisher answered ${response.status} with something other than JSON` } };
  }
}

function whyUnreachable(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `It did not answer within ${timeoutMs / 1000} s.`;
  }
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  if (code === "ECONNREFUSED") return "Nothing is listening at its address (connection refused).";
  return `It could not be reached (${typeof code === "string" ? code : error instanceof Error ? error.message : String(error)}).`;
}
