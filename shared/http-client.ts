import { ofetch, type $Fetch } from "ofetch";
import { RETRY_COUNT, RETRY_DELAY_MS, RETRY_STATUS_CODES } from "./rules/retry-rule";

export interface HttpClientOptions {
  baseURL?: string;
  token?: string;
  /** Per-attempt timeout, so a hung server cannot hang a build or a page. */
  timeoutMs: number;
  retryDelayMs?: number;
}

/** The build's HTTP client (CMS, publisher), under the shared retry rule; ofetch's defaults, spelled out. */
export function createHttpClient({ baseURL, token, timeoutMs, retryDelayMs = RETRY_DELAY_MS }: HttpClientOptions): $Fetch {
  return ofetch.create({
    baseURL,
    // A fresh deadline for every attempt: ofetch's own `timeout` makes one signal for the whole call, so its
    // retry would start already aborted. A timed-out or refused attempt is retried once, like a 5xx.
    onRequest({ options }) {
      options.signal = AbortSignal.timeout(timeoutMs);
    },
    retry: RETRY_COUNT,
    retryDelay: retryDelayMs,
    retryStatusCodes: [...RETRY_STATUS_CODES],
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
}
