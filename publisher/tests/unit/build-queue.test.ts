import { BuildQueue, type Trigger } from "../../src/queue/build-queue";

/** A run() whose builds finish only when the test says so. */
function controllableRuns() {
  const runs: Trigger[][] = [];
  const finishers: Array<() => void> = [];
  const run = (triggers: Trigger[]) => {
    runs.push(triggers);
    return new Promise<void>((resolve) => finishers.push(resolve));
  };
  const finishBuild = async () => {
    finishers.shift()?.();
    // let the queue's promise chain settle
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { runs, run, finishBuild };
}

describe("build queue state machine (fake timers)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("5 events within 2 s collapse into 1 build after the quiet window", async () => {
    const { runs, run } = controllableRuns();
    const queue = new BuildQueue({ quietMs: 2_000, maxWaitMs: 15_000, run });
    for (let i = 0; i < 5; i++) {
      queue.notify(`entry.publish #${i}`);
      expect(queue.snapshot().state).toBe("debouncing");
      jest.advanceTimersByTime(400);
    }
    expect(runs).toHaveLength(0);
    jest.advanceTimersByTime(1_999 - 400);
    expect(runs).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toHaveLength(5);
    expect(queue.snapshot().state).toBe("running");
    jest.advanceTimersByTime(60_000);
    expect(runs).toHaveLength(1);
  });

  test("a steady trickle of events cannot postpone the build past the max wait", () => {
    const { runs, run } = controllableRuns();
    const queue = new BuildQueue({ quietMs: 2_000, maxWaitMs: 15_000, run });
    // One event per second: each restarts the 2 s quiet window, but the 15 s cap holds.
    for (let i = 0; i < 15; i++) {
      expect(runs).toHaveLength(0);
      queue.notify("entry.update");
      jest.advanceTimersByTime(1_000);
    }
    // fired at t = 15 s although the last event came only 1 s earlier
    expect(runs).toHaveLength(1);
    expect(runs[0]).toHaveLength(15);
  });

  test("events during a build schedule exactly one follow-up build", async () => {
    const { runs, run, finishBuild } = controllableRuns();
    const queue = new BuildQueue({ quietMs: 2_000, maxWaitMs: 15_000, run });
    queue.notify("entry.publish");
    jest.advanceTimersByTime(2_000);
    expect(runs).toHaveLength(1);

    for (let i = 0; i < 4; i++) queue.notify(`entry.unpublish #${i}`);
    expect(queue.snapshot().state).toBe("pending");
    jest.advanceTimersByTime(30_000); // the build is still running: nothing new starts
    expect(runs).toHaveLength(1);

    await finishBuild();
    // The follow-up's quiet window is measured from the events, which are long past.
    jest.advanceTimersByTime(0);
    expect(runs).toHaveLength(2);
    expect(runs[1]).toHaveLength(4);

    await finishBuild();
    jest.advanceTimersByTime(60_000);
    expect(runs).toHaveLength(2);
    expect(queue.snapshot().state).toBe("idle");
  });

  test("events after a build has finished start a new build", async () => {
    const { runs, run, finishBuild } = controllableRuns();
    const queue = new BuildQueue({ quietMs: 2_000, maxWaitMs: 15_000, run });
    queue.notify("entry.publish");
    jest.advanceTimersByTime(2_000);
    await finishBuild();
    expect(queue.snapshot().state).toBe("idle");

    queue.notify("media.create");
    expect(queue.snapshot().state).toBe("debouncing");
    jest.advanceTimersByTime(2_000);
    expect(runs).toHaveLength(2);
    expect(runs[1]?.map((t) => t.reason)).toEqual(["media.create"]);
  });

  test("immediate triggers skip the quiet window; whenIdle resolves after the run", async () => {
    const { runs, run, finishBuild } = controllableRuns();
    const queue = new BuildQueue({ quietMs: 2_000, maxWaitMs: 15_000, run });
    const idle = jest.fn();
    queue.notify("first build", { immediate: true });
    void queue.whenIdle().then(idle);
    jest.advanceTimersByTime(0);
    expect(runs).toHaveLength(1);
    await finishBuild();
    await Promise.resolve();
    expect(idle).toHaveBeenCalled();
  });

  test("a build that throws is reported and the queue keeps working", async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const queue = new BuildQueue({
      quietMs: 100,
      maxWaitMs: 1_000,
      run: async () => {
        calls += 1;
        throw new Error("boom");
      },
      onError: (error) => errors.push(error),
    });
    queue.notify("a");
    jest.advanceTimersByTime(100);
    await queue.whenIdle();
    queue.notify("b");
    jest.advanceTimersByTime(100);
    await queue.whenIdle();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(2);
  });
});
