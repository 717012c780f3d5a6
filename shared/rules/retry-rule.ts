/**
 * The HTTP rule of docs/runtime.md, for the build's client (http-client.ts) and the browser's (get-json.ts):
 * statuses 400–599 are errors, and a request is retried once, after a short pause, on these statuses or when an
 * attempt times out or cannot connect.
 */
export const RETRY_STATUS_CODES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
export const RETRY_COUNT = 1;
export const RETRY_DELAY_MS = 500;
