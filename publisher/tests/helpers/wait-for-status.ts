import { waitUntil as waitFor } from "@agency/shared/wait-for-health";
import type { PublisherStatus } from "../../src/status/status-types";

// A steady pace rather than the shared wait's backoff: some tests time how soon a change shows.
const POLL_MS = 25;

/**
 * Reads `read()` until `done` holds for its answer, through the repository's one polling wait; returns that
 * answer, or throws with the last one seen at the deadline.
 */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  let last: { value: T } | undefined;
  const health = await waitFor(
    what,
    async () => {
      last = { value: await read() };
      return done(last.value) || `last seen ${JSON.stringify(last.value)}`;
    },
    { timeoutMs, initialDelayMs: POLL_MS, maxDelayMs: POLL_MS },
  );
  if (!health.ok) throw new Error(`${health.lastError} (not so after ${timeoutMs} ms)`);
  return last!.value;
}

const received = (s: PublisherStatus) => s.queue?.receivedTriggers ?? 0;
const finished = (s: PublisherStatus) => s.queue?.finishedTriggers ?? 0;

/**
 * Waits for the build that covers the trigger sent after `before` was read (a webhook, a reconcile), and
 * for every trigger before it: the queue numbers its triggers and builds them in order, so trigger n has
 * been built (or has failed) once `finishedTriggers` reaches n. Never answers from the state before the
 * trigger, however late its build starts.
 */
export async function waitForBuildOfTrigger(status: () => Promise<PublisherStatus>, before: PublisherStatus, timeoutMs = 20_000): Promise<PublisherStatus> {
  const recorded = await waitUntil(status, (s) => received(s) > received(before), "the publisher records the trigger", timeoutMs);
  const target = received(recorded);
  return waitUntil(status, (s) => finished(s) >= target && !s.activeBuild, `the build of trigger ${target} ends`, timeoutMs);
}
