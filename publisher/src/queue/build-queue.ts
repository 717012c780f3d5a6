import type { QueueSnapshot } from "@agency/cms/contract/publishing-contract";
import { DebouncedSingleFlight, type SingleFlightSnapshot, type SingleFlightState } from "@agency/shared/debounced-single-flight";

/**
 * The publisher's build queue: webhook events debounced into builds, one build at a time
 * (shared/debounced-single-flight.ts holds the rule and its state diagram).
 *
 * The quiet window lets a burst (an editor saving several entries, Strapi's double entry.delete)
 * become one build; the max wait bounds how long a steady trickle can postpone it. Events during
 * a build collapse into exactly one follow-up. Only this process is covered here; the
 * cross-process guard is the build lock.
 */
export type QueueState = SingleFlightState;

export interface Trigger {
  reason: string;
  /** Epoch ms when the event reached the publisher (used for publish→live timing). */
  at: number;
  /** The event's model (`api::blog-post.blog-post`), when it has one: a burst is summed up by kind (trigger-summary.ts). */
  model?: string;
}

export interface BuildQueueOptions {
  quietMs: number;
  maxWaitMs: number;
  /** Runs one build for the triggers collected so far. Rejections are reported, not rethrown. */
  run: (triggers: Trigger[]) => Promise<void>;
  onChange?: (snapshot: QueueSnapshot) => void;
  onError?: (error: unknown) => void;
  now?: () => number;
}

export class BuildQueue {
  private readonly flight: DebouncedSingleFlight<Trigger>;
  private readonly now: () => number;

  constructor(options: BuildQueueOptions) {
    this.now = options.now ?? Date.now;
    this.flight = new DebouncedSingleFlight<Trigger>({
      quietMs: options.quietMs,
      maxWaitMs: options.maxWaitMs,
      run: options.run,
      onChange: options.onChange && ((snapshot) => options.onChange?.(toQueueSnapshot(snapshot))),
      onError: options.onError,
      now: this.now,
    });
  }

  /** Records an event. `immediate` skips the quiet window (first build, manual runs). */
  notify(reason: string, options: { immediate?: boolean; model?: string | null } = {}): QueueState {
    const { model, ...callOptions } = options;
    return this.flight.call({ reason, at: this.now(), ...(model ? { model } : {}) }, callOptions);
  }

  snapshot(): QueueSnapshot {
    return toQueueSnapshot(this.flight.snapshot());
  }

  /** Resolves once nothing is scheduled or running. */
  whenIdle(): Promise<void> {
    return this.flight.whenIdle();
  }

  /** Stops scheduling; waits for a build already running (never abandons a half-done release). */
  close(): Promise<void> {
    return this.flight.close();
  }
}

function toQueueSnapshot(snapshot: SingleFlightSnapshot): QueueSnapshot {
  const { waiting, receivedCalls, finishedCalls, ...rest } = snapshot;
  return { ...rest, waitingTriggers: waiting, receivedTriggers: receivedCalls, finishedTriggers: finishedCalls };
}
