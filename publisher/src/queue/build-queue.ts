/**
 * Coalescing, single-flight build queue.
 *
 *   idle ──event──▶ debouncing ──quiet window or max wait──▶ running ──done──▶ idle
 *                      ▲  └─event: restart quiet window          │
 *                      │                                          event
 *                      └──────────────done────────────── pending ◀┘ (more events: still one follow-up)
 *
 * The quiet window lets a burst (an editor saving several entries, Strapi's double entry.delete)
 * become one build; the max wait bounds how long a steady trickle can postpone it. Events during
 * a build collapse into exactly one follow-up, debounced against the events' own times.
 * Only this process is covered here; the cross-process guard is the build lock.
 */
export type QueueState = "idle" | "debouncing" | "running" | "pending";

export interface Trigger {
  reason: string;
  /** Epoch ms when the event reached the publisher (used for publish→live timing). */
  at: number;
}

export interface QueueSnapshot {
  state: QueueState;
  waitingTriggers: number;
  firstWaitingAt: number | null;
  nextRunAt: number | null;
  completedRuns: number;
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
  private state: QueueState = "idle";
  private waiting: Trigger[] = [];
  private skipQuietWindow = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private nextRunAt: number | null = null;
  private current: Promise<void> | null = null;
  private completedRuns = 0;
  private idleWaiters: Array<() => void> = [];
  private closed = false;
  private readonly now: () => number;

  constructor(private readonly options: BuildQueueOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Records an event. `immediate` skips the quiet window (first build, manual runs). */
  notify(reason: string, options: { immediate?: boolean } = {}): QueueState {
    if (this.closed) return this.state;
    this.waiting.push({ reason, at: this.now() });
    if (options.immediate) this.skipQuietWindow = true;
    if (this.state === "idle" || this.state === "debouncing") {
      this.state = "debouncing";
      this.schedule();
    } else if (this.state === "running") {
      this.state = "pending";
    }
    this.emit();
    return this.state;
  }

  snapshot(): QueueSnapshot {
    return {
      state: this.state,
      waitingTriggers: this.waiting.length,
      firstWaitingAt: this.waiting[0]?.at ?? null,
      nextRunAt: this.nextRunAt,
      completedRuns: this.completedRuns,
    };
  }

  /** Resolves once nothing is scheduled or running. */
  whenIdle(): Promise<void> {
    if (this.state === "idle") return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops scheduling; waits for a build already running (never abandons a half-done release). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.nextRunAt = null;
    this.waiting = [];
    if (this.state === "pending") this.state = "running";
    if (this.current) await this.current;
    this.state = "idle";
    this.settleIdle();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    const first = this.waiting[0]?.at ?? this.now();
    const last = this.waiting[this.waiting.length - 1]?.at ?? this.now();
    const dueAt = this.skipQuietWindow ? this.now() : Math.min(last + this.options.quietMs, first + this.options.maxWaitMs);
    this.nextRunAt = dueAt;
    this.timer = setTimeout(() => this.start(), Math.max(0, dueAt - this.now()));
  }

  private start(): void {
    this.timer = null;
    this.nextRunAt = null;
    const triggers = this.waiting;
    this.waiting = [];
    this.skipQuietWindow = false;
    this.state = "running";
    this.emit();
    // run() is called synchronously so the state machine stays deterministic under fake timers.
    let build: Promise<void>;
    try {
      build = Promise.resolve(this.options.run(triggers));
    } catch (error) {
      build = Promise.reject(error);
    }
    this.current = build.catch((error: unknown) => this.options.onError?.(error)).finally(() => this.finish());
  }

  private finish(): void {
    this.current = null;
    this.completedRuns += 1;
    if (this.state === "pending" && !this.closed) {
      this.state = "debouncing";
      this.schedule();
    } else {
      this.state = "idle";
    }
    this.emit();
    if (this.state === "idle") this.settleIdle();
  }

  private settleIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private emit(): void {
    this.options.onChange?.(this.snapshot());
  }
}
