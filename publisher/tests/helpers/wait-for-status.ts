import { setTimeout as delay } from "node:timers/promises";
import type { PublisherStatus } from "../../src/status/status-types";

const POLL_MS = 25;

/** Reads `read()` until `done` holds for its answer (a condition, never a fixed wait); throws with the last answer at the deadline. */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not so after ${timeoutMs} ms; last seen ${JSON.stringify(value)}`);
    await delay(POLL_MS);
  }
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
