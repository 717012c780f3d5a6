/** The answer of a health wait: up after `attempts`, or not, with the last reason in a person's words. */
export type Health = { ok: true; attempts: number } | { ok: false; attempts: number; lastError: string };

export interface WaitForHealthOptions {
  timeoutMs: number;
  /** First pause between attempts; doubles up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Per-request timeout, so a server that accepts but never answers still counts as down. */
  requestTimeoutMs?: number;
  /** Settles with the exit code when the process being waited for exits: the wait ends at once. */
  exited?: Promise<number | null>;
}

/**
 * The one health wait of the repository: polls GET `healthUrl` (Strapi's `/_health` answers 204 when up) with
 * exponential backoff until it answers 2xx, the deadline passes, or the process behind it exits. In-process and
 * cancellable, so a failed wait leaves nothing polling behind it.
 */
export async function waitForHealth(healthUrl: string, options: WaitForHealthOptions): Promise<Health> {
  const deadline = Date.now() + options.timeoutMs;
  const requestTimeout = options.requestTimeoutMs ?? 5_000;
  const maxDelay = options.maxDelayMs ?? 5_000;
  let delay = options.initialDelayMs ?? 250;
  let attempts = 0;
  let lastError = "not tried";
  let exitCode: number | null | undefined;
  let wake: () => void = () => undefined;
  void options.exited?.then((code) => {
    exitCode = code;
    wake();
  });
  const exitedAnswer = (): Health => ({ ok: false, attempts, lastError: `the process exited (code ${exitCode}) before ${healthUrl} answered` });

  for (;;) {
    if (exitCode !== undefined) return exitedAnswer();
    attempts += 1;
    const remaining = Math.max(1, deadline - Date.now());
    const perRequest = Math.min(requestTimeout, remaining);
    try {
      const res = await fetch(healthUrl, { signal: AbortSignal.timeout(perRequest) });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return { ok: true, attempts };
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      // An attempt cut short by the overall deadline says nothing new; keep the real cause.
      if (!(timedOut && perRequest < requestTimeout && attempts > 1)) {
        const cause = (error as { cause?: { code?: string } }).cause;
        lastError = timedOut ? `no answer within ${perRequest} ms` : (cause?.code ?? (error as Error).message);
      }
    }
    // The process may have exited while the request was out: no pause after that.
    if (exitCode !== undefined) return exitedAnswer();
    const left = deadline - Date.now();
    if (left <= 0) return { ok: false, attempts, lastError: `${healthUrl}: ${lastError}` };
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.min(delay, left));
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    delay = Math.min(delay * 2, maxDelay);
  }
}
