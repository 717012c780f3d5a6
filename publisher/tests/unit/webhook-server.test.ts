import type { EventDecision } from "../../src/webhook/event-filter";
import { startWebhookServer, type WebhookServer } from "../../src/webhook/webhook-server";
import { rawRequest as request } from "../helpers/raw-request";

const TOKEN = "webhook-token-0123456789abcdef0123456789";
const publishBody = JSON.stringify({
  event: "entry.publish",
  createdAt: "2025-01-14T09:30:12.045Z",
  model: "page",
  uid: "api::page.page",
  entry: { id: 1, documentId: "x", publishedAt: "2025-01-14T09:30:12.000Z" },
});

describe("webhook receiver (real HTTP server on 127.0.0.1)", () => {
  let server: WebhookServer;
  let events: EventDecision[];
  let reconciles: string[];

  beforeEach(async () => {
    events = [];
    reconciles = [];
    server = await startWebhookServer({
      host: "127.0.0.1",
      port: 0,
      token: TOKEN,
      bodyLimitBytes: 1024 * 1024,
      onEvent: (d) => events.push(d),
      onReconcile: (reason) => reconciles.push(reason),
      rollback: async () => ({ from: "a", to: "b" }),
      describeEntry: async () => ({ live: null, activeBuild: null, queued: false }),
      describeEntryReleases: async () => ({ releases: [] }),
      getStatus: async () => ({ live: { buildId: "x" } }),
    });
  });
  afterEach(() => server.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}`, "Content-Type": "application/json" });

  test("a valid publish event is answered 202 and handed to the queue", async () => {
    const res = await request(`${server.url}/webhook`, { headers: { ...auth(TOKEN), "X-Strapi-Event": "entry.publish" }, body: publishBody });
    expect(res.status).toBe(202);
    expect(JSON.parse(res.body)).toMatchObject({ accepted: true, rebuild: true });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: "entry.publish", model: "page", rebuild: true });
  });

  test.each([
    ["missing", {}],
    ["wrong", auth(TOKEN.replace("w", "v"))],
    ["shorter", auth(TOKEN.slice(0, 10))],
    ["longer", auth(`${TOKEN}0`)],
    ["empty", auth("")],
  ])("%s token → 401 and nothing queued", async (_label, headers) => {
    const res = await request(`${server.url}/webhook`, { headers: headers as Record<string, string>, body: publishBody });
    expect(res.status).toBe(401);
    expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect(events).toHaveLength(0);
  });

  test("reconcile needs the token too", async () => {
    expect((await request(`${server.url}/reconcile`, {})).status).toBe(401);
    expect(reconciles).toEqual([]);
    expect((await request(`${server.url}/reconcile`, { headers: auth(TOKEN) })).status).toBe(202);
    expect(reconciles).toEqual(["manual reconcile"]);
  });

  test("a body over the limit → 413 and nothing queued", async () => {
    const big = JSON.stringify({ event: "entry.publish", pad: "x".repeat(1024 * 1024) });
    const res = await request(`${server.url}/webhook`, { headers: auth(TOKEN), body: big });
    expect(res.status).toBe(413);
    expect(events).toHaveLength(0);
  });

  test("a chunked body over the limit (no Content-Length) → 413", async () => {
    const res = await request(`${server.url}/webhook`, {
      headers: { ...auth(TOKEN), "Transfer-Encoding": "chunked" },
      body: "x".repeat(1024 * 1024 + 10),
    });
    expect(res.status).toBe(413);
    expect(events).toHaveLength(0);
  });

  test.each([["not json"], ['{"event": '], [""]])("invalid JSON %p → 400 and nothing queued", async (body) => {
    const res = await request(`${server.url}/webhook`, { headers: auth(TOKEN), body });
    expect(res.status).toBe(400);
    expect(events).toHaveLength(0);
  });

  test.each(["GET", "PUT", "DELETE", "PATCH"])("%s /webhook → 405 with Allow: POST", async (method) => {
    const res = await request(`${server.url}/webhook`, { method, headers: auth(TOKEN) });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("POST");
    expect(events).toHaveLength(0);
  });

  test("a draft update is accepted (202) but does not build", async () => {
    const body = JSON.stringify({ event: "entry.update", model: "page", entry: { publishedAt: null } });
    const res = await request(`${server.url}/webhook`, { headers: auth(TOKEN), body });
    expect(res.status).toBe(202);
    expect(JSON.parse(res.body)).toMatchObject({ rebuild: false });
    expect(events[0]?.rebuild).toBe(false);
  });

  test("GET /status needs the token (it shows build logs and releases); with it, JSON; unknown paths 404; POST /status 405", async () => {
    const anonymous = await request(`${server.url}/status`, { method: "GET" });
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toEqual({ error: "unauthorized" });
    expect((await request(`${server.url}/status`, { method: "GET", headers: auth("wrong-token-0123456789abcdef0123456789") })).status).toBe(401);
    const status = await request(`${server.url}/status`, { method: "GET", headers: auth(TOKEN) });
    expect(status.status).toBe(200);
    expect(status.headers["content-type"]).toMatch(/application\/json/);
    expect(JSON.parse(status.body)).toEqual({ live: { buildId: "x" } });
    expect((await request(`${server.url}/nope`, { method: "GET" })).status).toBe(404);
    const post = await request(`${server.url}/status`, { headers: auth(TOKEN) });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
  });
});
