import { whenIdle } from "../../../src/lib/when-idle";

// Window types requestIdleCallback as always there; these tests give it, take it away and stand in for it.
const idleSlot = window as unknown as { requestIdleCallback?: (callback: () => void, options?: unknown) => number };

describe("whenIdle: work no visitor waits for runs when the browser is idle", () => {
  const original = idleSlot.requestIdleCallback;
  afterEach(() => {
    idleSlot.requestIdleCallback = original;
    jest.useRealTimers();
  });

  test("asks requestIdleCallback, with the latest time as its timeout, and runs nothing before the browser calls back", () => {
    const calls: Array<{ callback: () => void; options: unknown }> = [];
    idleSlot.requestIdleCallback = (callback: () => void, options?: unknown) => calls.push({ callback, options });
    const task = jest.fn();
    whenIdle(task, { timeoutMs: 2000, fallbackMs: 1 });
    expect(calls.map((call) => call.options)).toEqual([{ timeout: 2000 }]);
    expect(task).not.toHaveBeenCalled();
    calls[0]!.callback();
    expect(task).toHaveBeenCalledTimes(1);
  });

  test("without a latest time, asks requestIdleCallback without a timeout", () => {
    const options: unknown[] = [];
    idleSlot.requestIdleCallback = (_callback: () => void, given?: unknown) => options.push(given);
    whenIdle(() => undefined, { fallbackMs: 200 });
    expect(options).toEqual([undefined]);
  });

  test("where there is no requestIdleCallback (Safari), a timer of the fallback's delay runs it", () => {
    delete idleSlot.requestIdleCallback;
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task, { fallbackMs: 200 });
    jest.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
