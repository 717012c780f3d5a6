/**
 * Debounce, with one run at a time: the rule the publisher's build queue and the preview's refresh share.
 *
 *   idle ──call──▶ debouncing ──quiet window or max wait──▶ running ──done──▶ idle
 *                     ▲  └─call: restart quiet window           │
 *                     │                                          call
 *                     └──────────────done────────────── pending ◀┘ (more calls: still one follow-up)
 *
 * The quiet window lets a burst become one run; the max wait bounds how long a steady trickle can postpone
 * it. Calls during a run collapse into exactly one follow-up, debounced against the calls' own times.
 * The counters let a caller (a test, a status page) wait for the run that covers a given call: calls are
 * run in the order they came, so call number n has been handled once `finishedCalls >= n`.
 */
export type SingleFlightState = "idle" | "debouncing" | "running" | "pending";

export interface SingleFlightSnapshot {
  state: SingleFlightState;
  waiting: number;
  firstWaitingAt: number | null;
  nextRunAt: number | null;
  startedRuns: number;
  completedRuns: number;
  /** Calls received so far (the number of the latest call). */
  receivedCalls: number;
  /** Calls whose run has ended, in success or failure. */
  finishedCalls: number;
}

export interface DebouncedSingleFlightOptions<T> {
  quietMs: number;
  /** Longest a call waits while later calls keep restarting the quiet window. Default: no limit. */
  maxWaitMs?: number;
  /** One run for the calls collected so far. Rejections go to onError, never rethrown. */
  run: (items: T[]) => Promise<void>;
  onChange?: (snapshot: SingleFlightSnapshot) => void;
  onError?: (error: unknown) => void;
  now?: () => number;
}

export class DebouncedSingleFlight<T> {
  private state: SingleFlightState = "idle";
  private waiting: Array<{ item: T; at: number }> = [];
  private skipQuietWindow = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private nextRunAt: number | null = null;
  private current: Promise<void> | null = null;
  private startedRuns = 0;
  private completedRuns = 0;
  private receivedCalls = 0;
  private finishedCalls = 0;
  private idleWaiters: Array<() => void> = [];
  private closed = false;
  private readonly now: () => number;

  constructor(private readonly options: DebouncedSingleFlightOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  /** Records a call. `immediate` skips the quiet window. */
  call(item: T, options: { immediate?: boolean } = {}): SingleFlightState {
    if (this.closed) return this.state;
    this.waiting.push({ item, at: this.now() });
    this.receivedCalls += 1;
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

  snapshot(): SingleFlightSnapshot {
    return {
      state: this.state,
      waiting: this.waiting.length,
      firstWaitingAt: this.waiting[0]?.at ?? null,
      nextRunAt: this.nextRunAt,
      startedRuns: this.startedRuns,
      completedRuns: this.completedRuns,
      receivedCalls: this.receivedCalls,
      finishedCalls: this.finishedCalls,
    };
  }

  /** Resolves once nothing is scheduled or running: every call so far has been handled (or dropped by close). */
  whenIdle(): Promise<void> {
    if (this.state === "idle") return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops scheduling and drops waiting calls; waits for a run already under way (never abandons it halfway). */
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
    const maxWait = this.options.maxWaitMs ?? Number.POSITIVE_INFINITY;
    const dueAt = this.skipQuietWindow ? this.now() : Math.min(last + this.options.quietMs, first + maxWait);
    this.nextRunAt = dueAt;
    this.timer = setTimeout(() => this.start(), Math.max(0, dueAt - this.now()));
  }

  private start(): void {
    this.timer = null;
    this.nextRunAt = null;
    const items = this.waiting.map((waiting) => waiting.item);
    this.waiting = [];
    this.skipQuietWindow = false;
    this.state = "running";
    this.startedRuns += 1;
    this.emit();
    // run() is called synchronously so the state machine stays deterministic under fake timers.
    let run: Promise<void>;
    try {
      run = Promise.resolve(this.options.run(items));
    } catch (error) {
      run = Promise.reject(error);
    }
    this.current = run.catch((error: unknown) => this.options.onError?.(error)).finally(() => this.finish(items.length));
  }

  private finish(calls: number): void {
    this.current = null;
    this.completedRuns += 1;
    this.finishedCalls += calls;
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
