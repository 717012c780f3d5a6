/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getWithRetry } from "../../support/get-with-retry";

// A local fixture server stands in for a CMS that drops connections: the real one cannot be made to close a
// socket under a request on demand.
let server: Server;
let baseURL = "";
let hits = 0;
let script: (hit: number, request: IncomingMessage, response: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    script(hits, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits = 0;
});

const answer = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

describe("getWithRetry: one more GET when the connection was dropped, against a fixture server standing in for the CMS", () => {
  it("fixture destroys the first connection before answering (a dropped socket): the GET is sent again and its answer returned", async () => {
    let authorization: string | undefined;
    script = (hit, request, response) => {
      if (hit === 1) return request.socket.destroy();
      authorization = request.headers.authorization;
      answer(response, 200, { ok: true });
    };
    const response = await getWithRetry(`${baseURL}/api/pages`, { headers: { Authorization: "Bearer t" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(hits).toBe(2);
    expect(authorization).toBe("Bearer t");
  });

  it("fixture destroys the first connection halfway through the body: the GET is sent again and the whole body returned", async () => {
    script = (hit, request, response) => {
      if (hit === 1) {
        response.writeHead(200, { "content-type": "application/json", "content-length": "100" });
        response.write('{"data":[');
        return setImmediate(() => request.socket.destroy());
      }
      answer(response, 200, { data: [1, 2, 3] });
    };
    const response = await getWithRetry(`${baseURL}/api/blog-posts`);
    expect(await response.json()).toEqual({ data: [1, 2, 3] });
    expect(hits).toBe(2);
  });

  it("fixture destroys every connection: one retry only, then the socket error", async () => {
    script = (_hit, request) => request.socket.destroy();
    const error = await getWithRetry(`${baseURL}/always-dropped`).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: "TypeError", message: "fetch failed" });
    expect(String((error as { cause?: unknown }).cause)).toMatch(/other side closed|ECONNRESET/);
    expect(hits).toBe(2);
  });

  it.each([404, 500, 503])("fixture answers %i: the answer is returned as it is, not retried", async (status) => {
    script = (_hit, _request, response) => answer(response, status, { error: status });
    const response = await getWithRetry(`${baseURL}/status-${status}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: status });
    expect(hits).toBe(1);
  });

  it("a refused connection is not a dropped one: the error at once, no second attempt", async () => {
    // A port that was just free and is closed again: nothing listens, the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const attempts = jest.spyOn(globalThis, "fetch");
    try {
      const error = await getWithRetry(`http://127.0.0.1:${port}/x`).catch((caught: unknown) => caught);
      expect(String((error as { cause?: unknown }).cause)).toMatch(/ECONNREFUSED/);
      expect(attempts).toHaveBeenCalledTimes(1);
    } finally {
      attempts.mockRestore();
    }
  });
});
