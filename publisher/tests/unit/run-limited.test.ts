import { runLimited } from "../../src/util/run-limited";

/** A task per item that the test settles by hand, so what runs at once is seen, not timed. */
function handTasks() {
  const running = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const started: string[] = [];
  const task = (item: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(item);
      running.set(item, { resolve, reject });
    });
  return { running, started, task };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("runLimited", () => {
  test("runs every item, never more than the limit at once", async () => {
    const { running, started, task } = handTasks();
    const done = runLimited(["a", "b", "c", "d"], 2, task);
    await turn();
    expect(started).toEqual(["a", "b"]);
    running.get("a")!.resolve();
    await turn();
    expect(started).toEqual(["a", "b", "c"]);
    for (const item of ["b", "c"]) running.get(item)!.resolve();
    await turn();
    running.get("d")!.resolve();
    await expect(done).resolves.toBeUndefined();
    expect(started).toEqual(["a", "b", "c", "d"]);
  });

  test("after the first failure nothing new starts; it throws that error once the running task has finished", async () => {
    const { running, started, task } = handTasks();
    let settled = false;
    const done = runLimited(["a", "b", "c", "d"], 2, task).finally(() => (settled = true));
    done.catch(() => undefined);
    await turn();
    running.get("a")!.reject(new Error("upload a failed"));
    await turn();
    expect(settled).toBe(false);
    running.get("b")!.reject(new Error("upload b failed"));
    await expect(done).rejects.toThrow("upload a failed");
    expect(started).toEqual(["a", "b"]);
  });
});
