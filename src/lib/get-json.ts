import { RETRY_COUNT, RETRY_DELAY_MS, RETRY_STATUS_CODES } from "@agency/shared/rules/retry-rule";

/** A status 400–599, with the status a caller tells apart (a 404 means the build is gone: update-check.ts). */
class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    url: string,
    statusText: string,
  ) {
    super(`${url} answered ${status}${statusText ? ` ${statusText}` : ""}`);
  }
}

interface GetJsonOptions {
  /** Per attempt, so a retry starts with a full deadline. */
  timeoutMs: number;
  retryDelayMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET a JSON file, uncached, under the shared retry rule (retry-rule.ts). The browser's client: the update check
 * needs nothing else, and with the build's ofetch client (its URL and body helpers) the check's chunk, which every
 * page fetches in its first seconds, weighed 4.6 KiB gzipped instead of 1.1 KiB (docs/runtime.md).
 */
export async function getJson<T>(url: string, { timeoutMs, retryDelayMs = RETRY_DELAY_MS }: GetJsonOptions): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= RETRY_COUNT;
    let response: Response | null = null;
    try {
      response = await fetch(url, { cache: "no-store", headers: { Accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      // Timed out or could not connect: retried like a 5xx.
      if (last) throw error;
    }
    if (response?.ok) return (await response.json()) as T;
    if (response && (last || !RETRY_STATUS_CODES.includes(response.status))) {
      throw new HttpStatusError(response.status, url, response.statusText);
    }
    await pause(retryDelayMs);
  }
}
