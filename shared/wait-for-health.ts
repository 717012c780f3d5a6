/** The answer of a wait: the condition held after `attempts`, or not, with the last reason in a person's words. */
export type Health = { ok: true; attempts: number } | { ok: false; attempts: number; lastError: string };

export interface WaitOptions {
  timeoutMs: number;
  /** First pause between attempts; doubles up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Settles with the exit code when the process being waited for exits: the wait ends at once. */
  exited?: Promise<number | null>;
}

export interface WaitForHealthOptions extends WaitOptions {
  /** Per-request timeout, so a server that accepts but never answers still counts as down. */
  requestTimeoutMs?: number;
  /** Which answers count as up: 2xx unless told (a dev server's 404 for `/` still means it is serving). */
  up?: (status: number) => boolean;
}

/** One look at the condition: true when it holds, else why not. `timeoutMs` is what the deadline leaves it. */
export type Probe = (attempt: { number: number; timeoutMs: number }) => Promise<true | string>;

/**
 * The one polling wait of the repository: asks `probe` with exponential backoff until it holds, the deadline
 * passes, or the process behind it exits. In-process and cancellable, so a failed wait leaves nothing polling behind it.
 * `what` names the thing waited for in the answer's words.
 */
export async function waitUntil(what: string, probe: Probe, options: WaitOptions): Promise<Health> {
  const deadline = Date.now() + options.timeoutMs;
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
  const exitedAnswer = (): Health => ({ ok: false, attempts, lastError: `the process exited (code ${exitCode}) before ${what} answered` });

  for (;;) {
    if (exitCode !== undefined) return exitedAnswer();
    attempts += 1;
    const result = await probe({ number: attempts, timeoutMs: Math.max(1, deadline - Date.now()) });
    if (result === true) return { ok: true, attempts };
    lastError = result;
    // The process may have exited while the probe was out: no pause after that.
    if (exitCode !== undefined) return exitedAnswer();
    const left = deadline - Date.now();
    if (left <= 0) return { ok: false, attempts, lastError: `${what}: ${lastError}` };
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

/** Polls GET `healthUrl` (Strapi's `/_health` answers 204 when up) until it answers as `up` says. */
export async function waitForHealth(healthUrl: string, options: WaitForHealthOptions): Promise<Health> {
  const requestTimeout = options.requestTimeoutMs ?? 5_000;
  const up = options.up ?? ((status: number) => status >= 200 && status < 300);
  let lastError = "not tried";
  return waitUntil(
    healthUrl,
    async ({ number, timeoutMs }) => {
      const perRequest = Math.min(requestTimeout, timeoutMs);
      try {
        const res = await fetch(healthUrl, { signal: AbortSignal.timeout(perRequest) });
        await res.arrayBuffer().catch(() => undefined);
        if (up(res.status)) return true;
        lastError = `HTTP ${res.status}`;
      } catch (error) {
        const timedOut = (error as Error).name === "TimeoutError";
        // An attempt cut short by the overall deadline says nothing new; keep the real cause.
        if (!(timedOut && perRequest < requestTimeout && number > 1)) {
          const cause = (error as { cause?: { code?: string } }).cause;
          lastError = timedOut ? `no answer within ${perRequest} ms` : (cause?.code ?? (error as Error).message);
        }
      }
      return lastError;
    },
    options,
  );
}
