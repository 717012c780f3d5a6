/** @jest-environment node */
import { debounceRefresh } from "@agency/preview/refresh-debounce";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("a burst of draft saves is one refresh after the quiet time", async () => {
  let runs = 0;
  const refresh = debounceRefresh(
    async () => void (runs += 1),
    50,
    () => undefined,
  );
  refresh();
  refresh();
  refresh();
  expect(runs).toBe(0);
  await wait(120);
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
      await wait(100);
      running -= 1;
    },
    10,
    () => undefined,
  );
  refresh();
  await wait(30);
  refresh();
  await wait(30);
  refresh();
  await wait(300);
  expect([runs, most]).toEqual([2, 1]);
});
