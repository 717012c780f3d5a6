/** @jest-environment node */
import { debounceRefresh } from "@agency/preview/refresh-debounce";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("a burst of draft saves is one refresh after the quiet time", async () => {
  let runs = 0;
  const refresh = debounceRefresh(
    async () => void (runs += 1),
    50,
    () => undefined,
  );
  refresh();
  await jest.advanceTimersByTimeAsync(30);
  refresh();
  await jest.advanceTimersByTimeAsync(30);
  refresh();
  await jest.advanceTimersByTimeAsync(49);
  expect(runs).toBe(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(runs).toBe(1);
});

it("a save during a running refresh gives exactly one more, never two at once", async () => {
  let running = 0;
  let most = 0;
  let runs = 0;
  const refresh = debounceRefresh(
    async () => {
      running += 1;
      most = Math.max(most, running);
      runs += 1;
      // A refresh takes 100 ms of (fake) time.
      // eslint-disable-next-line no-restricted-syntax -- Jest's fake timers: no real wait
      await new Promise((resolve) => setTimeout(resolve, 100));
      running -= 1;
    },
    10,
    () => undefined,
  );
  refresh();
  await jest.advanceTimersByTimeAsync(30);
  refresh();
  await jest.advanceTimersByTimeAsync(30);
  refresh();
  await jest.advanceTimersByTimeAsync(1_000);
  expect([runs, most]).toEqual([2, 1]);
});

it("a failed refresh is reported and the next save refreshes again", async () => {
  const errors: unknown[] = [];
  let runs = 0;
  const refresh = debounceRefresh(
    async () => {
      runs += 1;
      if (runs === 1) throw new Error("gatsby develop refused the refresh: 500");
    },
    10,
    (error) => errors.push(error),
  );
  refresh();
  await jest.advanceTimersByTimeAsync(10);
  refresh();
  await jest.advanceTimersByTimeAsync(10);
  expect(runs).toBe(2);
  expect(errors).toEqual([new Error("gatsby develop refused the refresh: 500")]);
});
