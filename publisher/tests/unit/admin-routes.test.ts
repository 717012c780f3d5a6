import type { EntryReleases } from "@agency/cms/contract/history-contract";
import type { EntryKind } from "../../src/audit/live-entry";
import { RollbackError } from "../../src/release/rollback-release";
import { startWebhookServer, type WebhookServer } from "../../src/webhook/webhook-server";
import { rawRequest as request } from "../helpers/raw-request";

const TOKEN = "webhook-token-0123456789abcdef0123456789";
const KEPT = "20250114-093012-045-7f3a";
const LIVE = "20250114-101500-000-beef";

// The admin routes on the real HTTP server; the handlers behind them are stand-ins that record
// what they were asked (the real rollback and entry lookup are in integration/admin-api.test.ts).
describe("admin routes of the webhook server (real HTTP server on 127.0.0.1, stand-in handlers)", () => {
  let server: WebhookServer;
  let reconciles: string[];
  let rollbacks: Array<{ buildId: string; requestedBy?: string }>;
  let lookups: Array<[EntryKind, string]>;
  let releaseLookups: Array<[EntryKind, string]>;

  beforeEach(async () => {
    reconciles = [];
    rollbacks = [];
    lookups = [];
    releaseLookups = [];
    server = await startWebhookServer({
      host: "127.0.0.1",
      port: 0,
      token: TOKEN,
      bodyLimitBytes: 1024,
      onEvent: () => undefined,
      onReconcile: (reason) => reconciles.push(reason),
      rollback: async (req) => {
        rollbacks.push(req);
        if (req.buildId === LIVE) throw new RollbackError("already-live", `release ${LIVE} is already live`);
        if (req.buildId !== KEPT) throw new RollbackError("not-kept", `no release ${req.buildId} is kept`);
        return { from: LIVE, to: KEPT };
      },
      describeEntry: async (kind, documentId) => {
        lookups.push([kind, documentId]);
        return { live: null, activeBuild: null, queued: true };
      },
      describeEntryReleases: async (kind, documentId) => {
        releaseLookups.push([kind, documentId]);
        return {
          releases: [
            { buildId: LIVE, releasedAt: "2025-01-14T10:15:02.000Z", live: true, entries: [{ locale: "en", versions: ["2025-01-14T10:14:00.000Z"] }] },
            { buildId: KEPT, releasedAt: null, live: false, entries: [] },
          ],
        } satisfies EntryReleases;
      },
      getStatus: async () => ({}),
    });
  });
  afterEach(() => server.close());

  const auth = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };
  const rollback = (body: string, headers: Record<string, string> = auth) => request(`${server.url}/rollback`, { headers, body });

  test.each([
    ["POST", "/reconcile", '{"requestedBy":"editor@example.com"}'],
    ["POST", "/rollback", `{"buildId":"${KEPT}"}`],
    ["GET", "/entries/page/abc123", undefined],
    ["GET", "/entries/page/abc123/releases", undefined],
  ])("%s %s without the token → 401 and nothing done", async (method, path, body) => {
    const attempts: Array<Record<string, string>> = [{}, { Authorization: "Bearer wrong-token-0123456789abcdef0123456789" }];
    for (const headers of attempts) {
      const res = await request(`${server.url}${path}`, { method, headers, body });
      expect(res.status).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="publisher"');
      expect(JSON.parse(res.body)).toEqual({ error: "unauthorized" });
    }
    expect(reconciles).toEqual([]);
    expect(rollbacks).toEqual([]);
    expect(lookups).toEqual([]);
    expect(releaseLookups).toEqual([]);
  });

  test("POST /reconcile: an empty body is a manual reconcile; requestedBy becomes the trigger", async () => {
    const plain = await request(`${server.url}/reconcile`, { headers: auth });
    expect(plain.status).toBe(202);
    expect(JSON.parse(plain.body)).toEqual({ accepted: true, rebuild: true, reason: "manual reconcile" });
    const admin = await request(`${server.url}/reconcile`, { headers: auth, body: '{"requestedBy":"editor@example.com"}' });
    expect(admin.status).toBe(202);
    expect(admin.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(admin.body)).toEqual({ accepted: true, rebuild: true, reason: "rebuild requested in the admin by editor@example.com" });
    // A panel that has no email to send may send null or "": still a plain rebuild.
    for (const body of ['{"requestedBy":null}', '{"requestedBy":""}', "{}"]) {
      expect((await request(`${server.url}/reconcile`, { headers: auth, body })).status).toBe(202);
    }
    expect(reconciles).toEqual([
      "manual reconcile",
      "rebuild requested in the admin by editor@example.com",
      "manual reconcile",
      "manual reconcile",
      "manual reconcile",
    ]);
  });

  test.each([
    ["not JSON", "requested", "body is not valid JSON"],
    ["a JSON array", "[]", "body must be a JSON object"],
    ["a number as requestedBy", '{"requestedBy":42}', "requestedBy must be a string of at most 254 characters without control characters"],
    [
      "a requestedBy longer than an email can be",
      `{"requestedBy":"${"a".repeat(250)}@b.cd"}`,
      "requestedBy must be a string of at most 254 characters without control characters",
    ],
    [
      "a control character in requestedBy",
      '{"requestedBy":"a@b.c\\nforged line"}',
      "requestedBy must be a string of at most 254 characters without control characters",
    ],
  ])("POST /reconcile with %s → 400 and no build", async (_label, body, error) => {
    const res = await request(`${server.url}/reconcile`, { headers: auth, body });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error });
    expect(reconciles).toEqual([]);
  });

  test("POST /rollback to a kept release → 200 {from, to}, with who asked handed on", async () => {
    const res = await rollback(`{"buildId":"${KEPT}","requestedBy":"editor@example.com"}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(res.body)).toEqual({ from: LIVE, to: KEPT });
    expect(rollbacks).toEqual([{ buildId: KEPT, requestedBy: "editor@example.com" }]);
  });

  test("POST /rollback refusals: 404 for a release not kept, 409 for the live one", async () => {
    const unknown = await rollback('{"buildId":"20990101-000000-000-abcd"}');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({ error: "no release 20990101-000000-000-abcd is kept" });
    const live = await rollback(`{"buildId":"${LIVE}"}`);
    expect(live.status).toBe(409);
    expect(JSON.parse(live.body)).toEqual({ error: `release ${LIVE} is already live` });
  });

  test.each([
    ["an empty body", "", "body is not valid JSON"],
    ["not JSON", "buildId=x", "body is not valid JSON"],
    ["JSON null", "null", "body must be a JSON object"],
    ["no buildId", '{"requestedBy":"editor@example.com"}', "body must have a string buildId"],
    ["a numeric buildId", '{"buildId":20250114}', "body must have a string buildId"],
    ["an empty buildId", '{"buildId":""}', "body must have a string buildId"],
    [
      "a non-string requestedBy",
      `{"buildId":"${KEPT}","requestedBy":["x"]}`,
      "requestedBy must be a string of at most 254 characters without control characters",
    ],
  ])("POST /rollback with %s → 400 and nothing switched", async (_label, body, error) => {
    const res = await rollback(body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error });
    expect(rollbacks).toEqual([]);
  });

  test("GET /rollback → 405 with Allow: POST", async () => {
    const res = await request(`${server.url}/rollback`, { method: "GET", headers: auth });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("POST");
  });

  test("GET /entries/<kind>/<documentId> hands the kind and the decoded id to the lookup", async () => {
    for (const kind of ["page", "blog-post", "configuration"]) {
      const res = await request(`${server.url}/entries/${kind}/abc%20123`, { method: "GET", headers: auth });
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(res.body)).toEqual({ live: null, activeBuild: null, queued: true });
    }
    expect(lookups).toEqual([
      ["page", "abc 123"],
      ["blog-post", "abc 123"],
      ["configuration", "abc 123"],
    ]);
  });

  test("GET /entries: 400 for an unknown kind, 404 for other shapes, 405 for POST", async () => {
    const navigation = await request(`${server.url}/entries/navigation/main-navigation`, { method: "GET", headers: auth });
    expect(navigation.status).toBe(400);
    expect(JSON.parse(navigation.body)).toEqual({ error: 'unknown kind "navigation": one of page, blog-post, category, tag, author, configuration' });
    for (const path of ["/entries/page", "/entries/page/", "/entries/page/a/b", "/entries//a"]) {
      expect((await request(`${server.url}${path}`, { method: "GET", headers: auth })).status).toBe(404);
    }
    const post = await request(`${server.url}/entries/page/a`, { headers: auth, body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    expect(lookups).toEqual([]);
  });

  test("GET /entries/<kind>/<documentId>/releases hands the kind and the decoded id to the releases lookup", async () => {
    const res = await request(`${server.url}/entries/blog-post/abc%20123/releases`, { method: "GET", headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(res.body)).toEqual({
      releases: [
        {
          buildId: "20250114-101500-000-beef",
          releasedAt: "2025-01-14T10:15:02.000Z",
          live: true,
          entries: [{ locale: "en", versions: ["2025-01-14T10:14:00.000Z"] }],
        },
        { buildId: "20250114-093012-045-7f3a", releasedAt: null, live: false, entries: [] },
      ],
    });
    expect(releaseLookups).toEqual([["blog-post", "abc 123"]]);
    expect(lookups).toEqual([]);
  });

  test("GET /entries/…/releases: 400 for an unknown kind, 404 for other shapes, 405 for POST", async () => {
    const unknown = await request(`${server.url}/entries/navigation/main-navigation/releases`, { method: "GET", headers: auth });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body)).toEqual({ error: 'unknown kind "navigation": one of page, blog-post, category, tag, author, configuration' });
    for (const path of [
      "/entries/page/a/versions",
      "/entries/page/a/releases/",
      "/entries/page/a/releases/x",
      "/entries/page//releases",
      "/entries//a/releases",
    ]) {
      const res = await request(`${server.url}${path}`, { method: "GET", headers: auth });
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ error: "not found" });
    }
    const post = await request(`${server.url}/entries/page/a/releases`, { headers: auth, body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    expect(releaseLookups).toEqual([]);
  });
});
