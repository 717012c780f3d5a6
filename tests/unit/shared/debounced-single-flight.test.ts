/** @jest-environment node */
import { DebouncedSingleFlight } from "@agency/shared/debounced-single-flight";

/** A run() whose runs end only when the test says so, and that counts how many are under way at once. */
function controllableRuns() {
  const runs: string[][] = [];
  const finishers: Array<() => void> = [];
  let running = 0;
  let mostAtOnce = 0;
  const run = (items: string[]) => {
    runs.push(items);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    return new Promise<void>((resolve) =>
      finishers.push(() => {
        running -= 1;
        resolve();
      }),
    );
  };
  // Ends the oldest run and lets the queue's promise chain settle (no timer is due at 0 ms unless one was scheduled).
  const finishRun = async () => {
    finishers.shift()?.();
    await jest.advanceTimersByTimeAsync(0);
  };
  return { runs, run, finishRun, mostAtOnce: () => mostAtOnce };
}

describe("debounce, with one run at a time (fake timers)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("a burst is one run, once the quiet window after the last call has passed", async () => {
    const { runs, run } = controllableRuns();
    const flight = new DebouncedSingleFlight<string>({ quietMs: 500, run });
    flight.call("a");
    await jest.advanceTimersByTimeAsync(400);
    flight.call("b");
    await jest.advanceTimersByTimeAsync(400);
    flight.call("c");
    await jest.advanceTimersByTimeAsync(499);
    expect(runs).toEqual([]);
    expect(flight.snapshot()).toMatchObject({ state: "debouncing", waiting: 3, startedRuns: 0 });
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([["a", "b", "c"]]);
    expect(flight.snapshot()).toMatchObject({ state: "running", waiting: 0, startedRuns: 1, completedRuns: 0 });
  });

  test("without a max wait a steady trickle postpones the run; with one, the run starts at the max wait", async () => {
    const unbounded = controllableRuns();
    const bounded = controllableRuns();
    const trickled = new DebouncedSingleFlight<string>({ quietMs: 2_000, run: unbounded.run });
    const capped = new DebouncedSingleFlight<string>({ quietMs: 2_000, maxWaitMs: 5_000, run: bounded.run });
    for (let second = 0; second < 8; second++) {
      trickled.call(`t${second}`);
      capped.call(`c${second}`);
      await jest.advanceTimersByTimeAsync(1_000);
    }
    expect(unbounded.runs).toEqual([]);
    expect(bounded.runs).toEqual([["c0", "c1", "c2", "c3", "c4"]]);
  });

  test("calls during a run give exactly one follow-up, never two runs at once", async () => {
    const { runs, run, finishRun, mostAtOnce } = controllableRuns();
    const flight = new DebouncedSingleFlight<string>({ quietMs: 100, run });
    flight.call("first");
    await jest.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(1);
    flight.call("during 1");
    flight.call("during 2");
    flight.call("during 3");
    expect(flight.snapshot().state).toBe("pending");
    await jest.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(1);
    await finishRun();
    // The follow-up's quiet window counts from the calls, long past by now: it starts at once.
    expect(runs).toEqual([["first"], ["during 1", "during 2", "during 3"]]);
    await finishRun();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(2);
    expect(mostAtOnce()).toBe(1);
    expect(flight.snapshot().state).toBe("idle");
  });

  test("an immediate call skips the quiet window", async () => {
    const { runs, run } = controllableRuns();
    const flight = new DebouncedSingleFlight<string>({ quietMs: 60_000, run });
    flight.call("manual", { immediate: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([["manual"]]);
  });

  test("the counters say which call a finished run covered: call n is handled once finishedCalls reaches n", async () => {
    const { run, finishRun } = controllableRuns();
    const flight = new DebouncedSingleFlight<string>({ quietMs: 100, run });
    flight.call("a");
    flight.call("b");
    expect(flight.snapshot()).toMatchObject({ receivedCalls: 2, finishedCalls: 0 });
    await jest.advanceTimersByTimeAsync(100);
    flight.call("c");
    expect(flight.snapshot()).toMatchObject({ state: "pending", receivedCalls: 3, finishedCalls: 0, startedRuns: 1 });
    await finishRun();
    // "c" came at once after the first run started: its quiet window is still open.
    expect(flight.snapshot()).toMatchObject({ state: "debouncing", receivedCalls: 3, finishedCalls: 2, startedRuns: 1, completedRuns: 1 });
    await jest.advanceTimersByTimeAsync(100);
    expect(flight.snapshot()).toMatchObject({ state: "running", receivedCalls: 3, finishedCalls: 2, startedRuns: 2, completedRuns: 1 });
    await finishRun();
    expect(flight.snapshot()).toMatchObject({ state: "idle", receivedCalls: 3, finishedCalls: 3, startedRuns: 2, completedRuns: 2 });
  });

  test("whenIdle resolves once the follow-up has run too, and a failing run is reported and counted", async () => {
    const errors: unknown[] = [];
    const flight = new DebouncedSingleFlight<string>({
      quietMs: 100,
      run: async (items) => {
        if (items.includes("bad")) throw new Error("boom");
      },
      onError: (error) => errors.push(error),
    });
    const idle = jest.fn();
    flight.call("bad");
    void flight.whenIdle().then(idle);
    await jest.advanceTimersByTimeAsync(99);
    expect(idle).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([new Error("boom")]);
    expect(flight.snapshot()).toMatchObject({ state: "idle", finishedCalls: 1, completedRuns: 1 });
  });

  test("close drops waiting calls, waits for the run under way, and ignores later calls", async () => {
    const { runs, run, finishRun } = controllableRuns();
    const flight = new DebouncedSingleFlight<string>({ quietMs: 100, run });
    flight.call("running");
    await jest.advanceTimersByTimeAsync(100);
    flight.call("dropped");
    const closed = jest.fn();
    void flight.close().then(closed);
    await jest.advanceTimersByTimeAsync(0);
    expect(closed).not.toHaveBeenCalled();
    await finishRun();
    expect(closed).toHaveBeenCalledTimes(1);
    flight.call("after close");
    await jest.advanceTimersByTimeAsync(10_000);
    expect(runs).toEqual([["running"]]);
  });
});
