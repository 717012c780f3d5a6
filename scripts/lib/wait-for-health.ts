import { spawn } from "node:child_process";

const WAIT_ON = require.resolve("wait-on/bin/wait-on");

/**
 * Waits until GET `${url}/_health` answers 2xx (wait-on), at most `timeoutMs`, and fails at once when
 * `exited` settles first (the process died while booting). wait-on runs as its own process because its
 * API cannot be cancelled: an in-process wait would keep polling, and this process alive, after a failure.
 */
export async function waitForHealth(
  url: string,
  { exited, timeoutMs, tail }: { exited: Promise<number | null>; timeoutMs: number; tail: () => string },
): Promise<void> {
  const resource = `${url.replace(/^http/, "http-get")}/_health`;
  const waiter = spawn(process.execPath, [WAIT_ON, resource, "--timeout", String(timeoutMs), "--httpTimeout", "2000", "--interval", "250", "--window", "0"], {
    stdio: "ignore",
  });
  const healthy = new Promise<boolean>((resolve) => {
    waiter.once("exit", (code) => resolve(code === 0));
    waiter.once("error", () => resolve(false));
  });
  const died = exited.then((code) => ({ code }));
  try {
    const first = await Promise.race([healthy, died]);
    if (first === true) return;
    if (first === false)
      throw new Error(`The CMS did not answer ${url}/_health within ${Math.round(timeoutMs / 1000)} s.\n--- last CMS log lines ---\n${tail()}`);
    throw new Error(`The CMS exited (code ${first.code}) before it was ready.\n--- last CMS log lines ---\n${tail()}`);
  } finally {
    if (waiter.exitCode === null && waiter.signalCode === null) waiter.kill();
  }
}
