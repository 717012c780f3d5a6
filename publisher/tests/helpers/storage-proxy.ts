import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Sits between the publisher and s3rver to make storage misbehave the way real storage does: answer
 * 500 for every upload of one key (an outage the SDK's retries cannot get past), or hold an upload
 * unanswered (a deploy in flight, to kill it there). Everything else is passed through untouched.
 */
export interface StorageProxy {
  endpoint: string;
  /** Every PUT of an object whose path ends with `keyEnd` answers 500 InternalError. */
  failUploadsOf(keyEnd: string): void;
  /** The next PUT of `keyEnd` is held; resolves when it arrives. */
  holdUploadOf(keyEnd: string): Promise<void>;
  /** Back to passing everything through. */
  heal(): void;
  /** PUT attempts seen for a key, failed or not. */
  attempts(keyEnd: string): number;
  close(): Promise<void>;
}

const INTERNAL_ERROR =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>';

export async function startStorageProxy(target: string): Promise<StorageProxy> {
  const upstream = new URL(target);
  let failing: string | null = null;
  let holding: { keyEnd: string; arrived: () => void } | null = null;
  const held: http.ServerResponse[] = [];
  const seen: string[] = [];

  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://proxy.invalid").pathname;
    if (req.method === "PUT") seen.push(pathname);
    if (req.method === "PUT" && failing !== null && pathname.endsWith(failing)) {
      req.resume();
      res.writeHead(500, { "Content-Type": "application/xml" });
      res.end(INTERNAL_ERROR);
      return;
    }
    if (req.method === "PUT" && holding !== null && pathname.endsWith(holding.keyEnd)) {
      const { arrived } = holding;
      holding = null;
      req.resume();
      held.push(res);
      arrived();
      return;
    }
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    failUploadsOf: (keyEnd) => {
      failing = keyEnd;
    },
    holdUploadOf: (keyEnd) => new Promise<void>((arrived) => (holding = { keyEnd, arrived })),
    heal: () => {
      failing = null;
      holding = null;
    },
    attempts: (keyEnd) => seen.filter((p) => p.endsWith(keyEnd)).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
