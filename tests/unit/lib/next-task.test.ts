import { MessageChannel as NodeMessageChannel } from "node:worker_threads";
import { nextTask } from "../../../src/lib/next-task";
import { onClientEntry } from "../../../gatsby-browser";

const withChannel = typeof globalThis.MessageChannel === "function";

describe.each([
  ["a message (browsers)", true],
  ["a timer (no MessageChannel, as in jsdom)", false],
])("nextTask through %s: Gatsby's start continues in a task of its own", (_name, channel) => {
  beforeEach(() => {
    if (channel) globalThis.MessageChannel = NodeMessageChannel as unknown as typeof MessageChannel;
    else if (!withChannel) delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
  });
  afterEach(() => {
    if (!withChannel) delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
  });

  test("does not resolve within the task that asked for it: every microtask of that task runs first", async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push("next task"));
    let chain = Promise.resolve();
    for (let step = 0; step < 20; step++) chain = chain.then(() => void order.push("microtask"));
    await chain;
    expect(order).toEqual(Array.from({ length: 20 }, () => "microtask"));
    await waited;
    expect(order.at(-1)).toBe("next task");
  });
});

test("gatsby-browser's onClientEntry hands Gatsby that promise, which Gatsby waits for before loading the page's data", async () => {
  const shim = window.___loader;
  window.___loader = { ...shim, loadPage: jest.fn(), loadPageSync: jest.fn() } as unknown as typeof window.___loader;
  const returned: unknown = onClientEntry?.({} as never, {} as never);
  expect(returned).toBeInstanceOf(Promise);
  await expect(returned).resolves.toBeUndefined();
  window.___loader = shim;
});
