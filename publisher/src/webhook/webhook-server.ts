import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { silentLogger, type Logger } from "../util/logger";
import { entryAnswer, reconcileAnswer, rollbackAnswer, type AdminHandlers, type Answer } from "./admin-routes";
import { isAuthorized } from "@agency/shared/bearer-auth";
import { decideEvent, type EventContext, type EventDecision } from "./event-filter";
import { BodyTooLargeError, readBody } from "./read-body";

export interface WebhookServerOptions extends AdminHandlers {
  host: string;
  port: number;
  token: string;
  bodyLimitBytes: number;
  /** Every authenticated, well-formed event, whether it leads to a build or not. */
  onEvent(decision: EventDecision): void;
  getStatus(): Promise<unknown>;
  /** What the event filter needs to know about the live site (media in use). */
  eventContext?: EventContext;
  log?: Logger;
}

export interface WebhookServer {
  url: string;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = `${JSON.stringify(body, null, 2)}\n`;
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(res.req.method === "HEAD" ? undefined : text);
}

const ROUTES: Record<string, string[]> = {
  "/webhook": ["POST"],
  "/reconcile": ["POST"],
  "/rollback": ["POST"],
  "/status": ["GET", "HEAD"],
  "/entries/": ["GET", "HEAD"],
};

/** The route a path belongs to: exact, or `/entries/` for everything below it. */
const routeOf = (pathname: string): string => (pathname.startsWith("/entries/") ? "/entries/" : pathname);

/**
 * Receives Strapi's webhook. Strapi waits 10 s and never retries, so the answer (202) goes out
 * as soon as the event is recorded; the build happens later in the queue. Checks run cheapest
 * first and nothing is queued unless all pass: route → method (405) → token (401, before the
 * body is read) → size (413) → JSON (400). `/status` needs the same token: it shows build logs,
 * releases and queue state, which are nobody else's business. So do the admin routes (rebuild,
 * rollback, entries: admin-routes.ts), which the Strapi publishing panel calls server-side.
 */
export async function startWebhookServer(options: WebhookServerOptions): Promise<WebhookServer> {
  const log = options.log ?? silentLogger;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? "/", "http://publisher.invalid").pathname;
    const route = routeOf(pathname);
    const allowed = ROUTES[route];
    if (!allowed) return json(res, 404, { error: "not found" });
    if (!allowed.includes(req.method ?? "")) {
      return json(res, 405, { error: "method not allowed" }, { Allow: allowed.join(", ") });
    }
    if (!isAuthorized(req.headers.authorization, options.token)) {
      log.warn(`${pathname}: rejected request without a valid bearer token from ${req.socket.remoteAddress}`);
      return json(res, 401, { error: "unauthorized" }, { "WWW-Authenticate": 'Bearer realm="publisher"', Connection: "close" });
    }
    const answer = ({ status, body }: Answer) => json(res, status, body);
    if (route === "/status") return json(res, 200, await options.getStatus());
    if (route === "/entries/") return answer(await entryAnswer(pathname, options));

    let body: Buffer;
    try {
      body = await readBody(req, options.bodyLimitBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        return json(res, 413, { error: `body larger than ${options.bodyLimitBytes} bytes` }, { Connection: "close" });
      }
      throw error;
    }

    if (route === "/reconcile") return answer(reconcileAnswer(body, options));
    if (route === "/rollback") return answer(await rollbackAnswer(body, options));

    let payload: unknown;
    try {
      payload = JSON.parse(body.toString("utf8"));
    } catch {
      return json(res, 400, { error: "body is not valid JSON" });
    }
    const header = req.headers["x-strapi-event"];
    const decision = decideEvent(payload, typeof header === "string" ? header : undefined, options.eventContext);
    options.onEvent(decision);
    return json(res, 202, { accepted: true, rebuild: decision.rebuild, reason: decision.reason });
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      log.error(`webhook handler failed: ${error.message}`);
      if (!res.headersSent) json(res, 500, { error: "internal error" });
      else res.destroy();
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.address}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
