/**
 * @jest-environment node
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getJson } from "../../../src/lib/get-json";
import { createHttpClient } from "@agency/shared/http-client";
import { createCmsClient, describeCmsError } from "../../../plugins/cms-data-layer/cms/cms-client";

// A local fixture server stands in for the CMS: the real one cannot answer 503, 404 or hang on demand.
let server: Server;
let baseURL = "";
const hits = new Map<string, number>();
let script: (path: string, hit: number) => { status: number; body?: unknown } | "hang";

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? "/";
    const hit = (hits.get(path) ?? 0) + 1;
    hits.set(path, hit);
    const answer = script(path, hit);
    if (answer === "hang") return; // never answers
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => hits.clear());

// The fixture answers at once; the timeout only has to outlast a loaded machine (npm test runs three lanes at once).
type Get = (path: string) => Promise<unknown>;
const clients: [string, Get][] = [
  ["the build's client (ofetch)", (path) => createHttpClient({ baseURL, timeoutMs: 5_000, retryDelayMs: 10 })(path)],
  ["the browser's getJson (the update check)", (path) => getJson(`${baseURL}${path}`, { timeoutMs: 5_000, retryDelayMs: 10 })],
];

describe.each(clients)("HTTP rules (400–599 are errors, one retry) of %s, against a fixture server standing in for the CMS or the site", (_name, get) => {
  it("fixture answers 503 then 200: retried once, succeeds", async () => {
    script = (_path, hit) => (hit === 1 ? { status: 503 } : { status: 200, body: { ok: true } });
    await expect(get("/flaky")).resolves.toEqual({ ok: true });
    expect(hits.get("/flaky")).toBe(2);
  });

  // The retry statuses of docs/runtime.md, written out here: a test that reads the product's own list cannot catch it being wrong.
  it.each([408, 409, 425, 429, 500, 502, 503, 504])("fixture answers %i twice: one retry, then an error", async (status) => {
    script = () => ({ status });
    await expect(get(`/always-${status}`)).rejects.toMatchObject({ status });
    expect(hits.get(`/always-${status}`)).toBe(2);
  });

  it.each([400, 401, 403, 404, 422, 501, 599])("fixture answers %i: an error at once, no retry", async (status) => {
    script = () => ({ status });
    await expect(get(`/no-retry-${status}`)).rejects.toMatchObject({ status });
    expect(hits.get(`/no-retry-${status}`)).toBe(1);
  });
});

describe("HTTP client rules, against a fixture server standing in for the CMS", () => {
  it("fixture hangs: the timeout ends each attempt, one retry, then an error a person can read", async () => {
    script = () => "hang";
    const cms = createCmsClient({ strapiUrl: baseURL, strapiToken: "t", cmsTimeoutMs: 200 });
    // Bounded, never forever: each attempt is ended by its timeout (the fixture never answers), so the call
    // settles after exactly two attempts, with the timeout named in its message. (Jest's own timeout fails a hang.)
    const error = await cms("/hang").catch((caught: unknown) => caught);
    expect(hits.get("/hang")).toBe(2);
    expect(describeCmsError('Navigation "main-navigation" could not be loaded', error, baseURL)).toBe(
      `Navigation "main-navigation" could not be loaded: the CMS at ${baseURL} did not answer in time`,
    );
  });

  it("fixture hangs: the browser's getJson ends each attempt at its timeout and gives up after one retry", async () => {
    script = () => "hang";
    const error = await getJson(`${baseURL}/browser-hang`, { timeoutMs: 200, retryDelayMs: 10 }).catch((caught: unknown) => caught);
    expect(hits.get("/browser-hang")).toBe(2);
    expect(error).toMatchObject({ name: "TimeoutError" });
  });

  it("sends the API token and names the status in its error message", async () => {
    let authorization: string | undefined;
    script = () => ({ status: 404 });
    server.once("request", (request) => (authorization = request.headers.authorization));
    const error = await createCmsClient({ strapiUrl: baseURL, strapiToken: "secret-token", cmsTimeoutMs: 500 })("/api/missing").catch(
      (caught: unknown) => caught,
    );
    expect(authorization).toBe("Bearer secret-token");
    expect(describeCmsError("The CMS content model could not be read", error, baseURL)).toMatch(new RegExp(`answered 404`));
  });

  it("an unreachable CMS gets its own message", async () => {
    const error = await createCmsClient({ strapiUrl: "http://127.0.0.1:9", strapiToken: undefined, cmsTimeoutMs: 500 })("/x").catch(
      (caught: unknown) => caught,
    );
    expect(describeCmsError("Cannot build the site", error, "http://127.0.0.1:9")).toMatch(
      /^Cannot build the site: the CMS at http:\/\/127\.0\.0\.1:9 could not be reached/,
    );
  });
});
