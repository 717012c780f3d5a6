/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { waitForHealth, waitUntil } from "@agency/shared/wait-for-health";

/**
 * A fixture server standing in for a CMS that is still booting: it answers 503 `downFor` times, then 204, each
 * answer after `answerAfterMs`.
 */
async function bootingServer(downFor: number, answerAfterMs = 0): Promise<{ url: string; close: () => Promise<void> }> {
  let asked = 0;
  const server = http.createServer((_req, res) => {
    asked += 1;
    const status = asked > downFor ? 204 : 503;
    setTimeout(() => res.writeHead(status).end(), answerAfterMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/_health`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe("the one health wait (fixture server standing in for a booting CMS)", () => {
  test("polls until the server answers 2xx, counting attempts", async () => {
    const server = await bootingServer(2);
    try {
      await expect(waitForHealth(server.url, { timeoutMs: 10_000, initialDelayMs: 10 })).resolves.toEqual({ ok: true, attempts: 3 });
    } finally {
      await server.close();
    }
  });

  test("gives up at the deadline with the last answer in words", async () => {
    const server = await bootingServer(Number.POSITIVE_INFINITY);
    try {
      // 2 s, not less: the first request of a loaded machine (npm test's three lanes) can take longer than 300 ms to be answered.
      const health = await waitForHealth(server.url, { timeoutMs: 2_000, initialDelayMs: 10, maxDelayMs: 20 });
      expect(health).toMatchObject({ ok: false, lastError: `${server.url}: HTTP 503` });
    } finally {
      await server.close();
    }
  });

  test("a refused connection is reported by its code", async () => {
    const server = await bootingServer(0);
    await server.close();
    const health = await waitForHealth(server.url, { timeoutMs: 200, initialDelayMs: 10 });
    expect(health).toMatchObject({ ok: false, lastError: `${server.url}: ECONNREFUSED` });
  });

  // Exit at 50 ms: during the 30 s pause after an answer, or while a request is out (answered after 300 ms).
  test.each([
    ["during the pause after an answer", 0],
    ["while a request is out: when it is answered, not after the pause", 300],
  ])(
    "stops at once when the process behind it exits %s, long before the deadline",
    async (_when, answerAfterMs) => {
      const server = await bootingServer(Number.POSITIVE_INFINITY, answerAfterMs);
      try {
        const exited = new Promise<number | null>((resolve) => setTimeout(() => resolve(1), 50));
        const health = await waitForHealth(server.url, { timeoutMs: 60_000, initialDelayMs: 30_000, exited });
        expect(health).toEqual({ ok: false, attempts: 1, lastError: `the process exited (code 1) before ${server.url} answered` });
      } finally {
        await server.close();
      }
    },
    10_000,
  );
});

describe("what counts as up, and waiting on any condition", () => {
  test("`up` decides which answers count (here the fixture's 503)", async () => {
    const server = await bootingServer(Number.POSITIVE_INFINITY);
    try {
      const health = await waitForHealth(server.url, { timeoutMs: 2_000, initialDelayMs: 10, up: (status) => status === 503 });
      expect(health).toEqual({ ok: true, attempts: 1 });
    } finally {
      await server.close();
    }
  });

  test("waitUntil asks its probe until the condition holds, or says the last reason at the deadline", async () => {
    let looks = 0;
    const probe = async () => (++looks >= 3 ? (true as const) : `look ${looks}: not yet`);
    await expect(waitUntil("the queue", probe, { timeoutMs: 5_000, initialDelayMs: 5 })).resolves.toEqual({ ok: true, attempts: 3 });
    const never = async () => "still building";
    await expect(waitUntil("the queue", never, { timeoutMs: 50, initialDelayMs: 5, maxDelayMs: 5 })).resolves.toMatchObject({
      ok: false,
      lastError: "the queue: still building",
    });
  });
});
