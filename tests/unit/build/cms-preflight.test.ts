/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createCmsClient } from "../../../plugins/cms-data-layer/cms/cms-client";
import { checkCmsReachable } from "../../../plugins/cms-data-layer/cms/preflight";

// A local fixture server stands in for the CMS: the real one cannot refuse a token, answer 503,
// send broken JSON or hang on demand. Only failure modes are checked here.
type Answer = (request: IncomingMessage, response: ServerResponse) => void;
let answer: Answer;
let server: Server;
let cmsUrl = "";
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? "");
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

const status =
  (code: number): Answer =>
  (_request, response) => {
    response.writeHead(code, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { status: code } }));
  };

/** What the build prints: the preflight's error message (or "passed" when it lets the build go on). */
async function preflight(url: string, token: string | undefined, timeoutMs = 2_000): Promise<string> {
  const client = createCmsClient({ strapiUrl: url, strapiToken: token, cmsTimeoutMs: timeoutMs });
  return checkCmsReachable(client, url, token !== undefined).then(
    () => "passed",
    (error: Error) => error.message,
  );
}

describe("CMS preflight: the message a person reads when the build cannot use the CMS", () => {
  it("fixture server stands in for the CMS: 401 to the site's token names the token and what it must be able to do", async () => {
    answer = status(401);
    expect(await preflight(cmsUrl, "wrong-token")).toBe(
      `The CMS at ${cmsUrl} refused the site's API token (401). Set STRAPI_TOKEN to a token that can read content and the content-type schema.`,
    );
    // The check reads the content-type schema, and a refused token is not retried.
    expect(requests).toEqual(["/api/content-type-builder/content-types"]);
  });

  it("fixture server stands in for the CMS: 403 to the site's token gets the same advice with its status", async () => {
    answer = status(403);
    expect(await preflight(cmsUrl, "read-only-token")).toBe(
      `The CMS at ${cmsUrl} refused the site's API token (403). Set STRAPI_TOKEN to a token that can read content and the content-type schema.`,
    );
  });

  it("fixture server stands in for the CMS: 401 with no token at all says where a token comes from", async () => {
    answer = status(401);
    expect(await preflight(cmsUrl, undefined)).toBe(
      `No API token for the CMS at ${cmsUrl}: set STRAPI_TOKEN (or CMS_TOKEN_FILE) — the local CMS writes one to cms/.tmp/site-api-token on first boot.`,
    );
  });

  it("fixture server stands in for the CMS: 503 (retried once) names the status", async () => {
    answer = status(503);
    expect(await preflight(cmsUrl, "token")).toBe(`Cannot build the site: the CMS at ${cmsUrl} answered 503 Service Unavailable`);
    expect(requests).toHaveLength(2);
  });

  it("fixture server stands in for the CMS: a CMS that never answers fails in bounded time as 'did not answer in time'", async () => {
    answer = () => undefined; // holds the request open
    // The server never answers: only the preflight's own limit can end this call (else Jest's timeout fails it).
    expect(await preflight(cmsUrl, "token", 200)).toBe(`Cannot build the site: the CMS at ${cmsUrl} did not answer in time`);
  });

  it("fixture server stands in for the CMS: nothing listens at the address, the message says it could not be reached and why", async () => {
    // A fixture server that is started and closed again leaves a port nobody listens on.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await preflight(deadUrl, "token")).toBe(
      `Cannot build the site: the CMS at ${deadUrl} could not be reached ([GET] "${deadUrl}/api/content-type-builder/content-types": <no response> fetch failed)`,
    );
  });

  it("fixture server stands in for the CMS: a 200 with malformed JSON passes (the preflight checks reachability and the token, not the body)", async () => {
    answer = (_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"data": [');
    };
    expect(await preflight(cmsUrl, "token")).toBe("passed");
  });

  it("fixture server stands in for the CMS: a 500 with malformed JSON is reported by its status", async () => {
    answer = (_request, response) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end("<html>Internal Server Error");
    };
    expect(await preflight(cmsUrl, "token")).toBe(`Cannot build the site: the CMS at ${cmsUrl} answered 500 Internal Server Error`);
  });
});
