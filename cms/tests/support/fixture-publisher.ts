/**
 * A stand-in for the publisher's admin API (docs/publishing.md, "The admin API") in CMS tests: a tiny
 * HTTP server on 127.0.0.1 that checks the bearer token like the real one, records every request and
 * answers what the test sets. It is not the publisher: the point is the CMS side (auth, proxying).
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface FixtureAnswer {
  status: number;
  body: unknown;
}

export interface FixturePublisher {
  /** What the CMS's PUBLISHER_WEBHOOK_URL points at (the admin routes sit beside it). */
  webhookUrl: string;
  seen: SeenRequest[];
  /** Answers by "METHOD /path"; a request without one gets 404. */
  answers: Map<string, FixtureAnswer | ((request: SeenRequest) => FixtureAnswer)>;
  /** The token the fixture accepts; change it to see the CMS handle a refused token. */
  expectedToken: string;
  close(): Promise<void>;
}

export async function startFixturePublisher(token: string): Promise<FixturePublisher> {
  const fixture: Omit<FixturePublisher, "webhookUrl" | "close"> = { seen: [], answers: new Map(), expectedToken: token };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const request: SeenRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body };
      fixture.seen.push(request);
      const reply = (status: number, answer: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(answer));
      };
      if (req.headers.authorization !== `Bearer ${fixture.expectedToken}`) return reply(401, { error: "unauthorized" });
      const answer = fixture.answers.get(`${request.method} ${request.path}`);
      if (!answer) return reply(404, { error: "not found" });
      const { status, body: answerBody } = typeof answer === "function" ? answer(request) : answer;
      reply(status, answerBody);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fixture, {
    webhookUrl: `http://127.0.0.1:${port}/webhook`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  });
}
