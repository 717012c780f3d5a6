import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeCms {
  url: string;
  healthChecks: () => number;
  close(): Promise<void>;
}

/** Answers Strapi's `GET /_health` with 204, the only CMS call the publisher makes itself. */
export async function startFakeCms(options: { downForMs?: number } = {}): Promise<FakeCms> {
  let checks = 0;
  const upAt = Date.now() + (options.downForMs ?? 0);
  const server = http.createServer((req, res) => {
    if (req.url === "/_health") {
      checks += 1;
      res.writeHead(Date.now() >= upAt ? 204 : 503);
      res.end();
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    healthChecks: () => checks,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A loopback URL where nothing listens: bind a port, then release it. */
export async function unusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
