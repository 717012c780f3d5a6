import { ofetch, type $Fetch } from "ofetch";

/**
 * Statuses 400–599 are errors and a request is retried once on these statuses (docs/runtime.md).
 * ofetch has exactly these defaults; they are spelled out so the rule is visible and tested.
 */
const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
const RETRY_COUNT = 1;

export interface HttpClientOptions {
  baseURL?: string;
  token?: string;
  /** Per-attempt timeout, so a hung server cannot hang a build or a page. */
  timeoutMs: number;
  retryDelayMs?: number;
}

/** One HTTP client for the build and the browser (the update check). */
export function createHttpClient({ baseURL, token, timeoutMs, retryDelayMs = 500 }: HttpClientOptions): $Fetch {
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
