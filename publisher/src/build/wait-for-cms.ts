export interface WaitForCmsOptions {
  timeoutMs: number;
  /** First pause between attempts; doubles up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Per-request timeout, so a CMS that accepts but never answers still counts as down. */
  requestTimeoutMs?: number;
}

export type CmsHealth = { ok: true; attempts: number } | { ok: false; attempts: number; lastError: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `<strapiUrl>/_health` (Strapi answers 204 when up) with exponential backoff until it
 * answers or the deadline passes. A build against a CMS that is down would fail half way, or
 * worse, with gatsby-source-strapi's silent 404 handling, produce a site with missing content.
 */
export async function waitForCms(strapiUrl: string, options: WaitForCmsOptions): Promise<CmsHealth> {
  const url = `${strapiUrl.replace(/\/+$/, "")}/_health`;
  const deadline = Date.now() + options.timeoutMs;
  let delay = options.initialDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 5_000;
  let attempts = 0;
  let lastError = "not tried";
  for (;;) {
    attempts += 1;
    const remaining = Math.max(1, deadline - Date.now());
    const perRequest = Math.min(options.requestTimeoutMs ?? 5_000, remaining);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(perRequest) });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 204 || res.status === 200) return { ok: true, attempts };
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      // An attempt cut short by the overall deadline says nothing new; keep the real cause.
      if (!(timedOut && perRequest < (options.requestTimeoutMs ?? 5_000) && attempts > 1)) {
        const cause = (error as { cause?: { code?: string } }).cause;
        lastError = timedOut ? `no answer within ${perRequest} ms` : (cause?.code ?? (error as Error).message);
      }
    }
    const left = deadline - Date.now();
    if (left <= 0) return { ok: false, attempts, lastError: `${url}: ${lastError}` };
    await sleep(Math.min(delay, left));
    delay = Math.min(delay * 2, maxDelay);
  }
}
