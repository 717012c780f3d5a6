/** @jest-environment node */
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { startAuthProxy, type AuthProxyHandle } from "@agency/preview/auth-proxy";
import { signPreviewCookie, signPreviewToken } from "@agency/cms/contract/preview-token";
import { createRefreshGate, type RefreshGate } from "@agency/preview/refresh-gate";

const SECRET = "preview-test-secret-0123456789abcdef";
const ADMIN = "http://127.0.0.1:1337";

let upstream: http.Server;
let upstreamUrl: string;
let proxy: AuthProxyHandle;
let refreshes = 0;
const seen: string[] = [];

/** A fixture HTTP server standing in for `gatsby develop`: answers every path with its own name. */
beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen.push(req.url ?? "");
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end(`draft page ${req.url}`);
  });
  // Gatsby's hot reload is a WebSocket: the fixture accepts any upgrade.
  upstream.on("upgrade", (req, socket) => {
    seen.push(`upgrade ${req.url}`);
    socket.end("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n");
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  proxy = await startAuthProxy({ host: "127.0.0.1", port: 0, upstream: upstreamUrl, secret: SECRET, adminOrigin: ADMIN, refresh: () => (refreshes += 1) });
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${proxy.url}${path}`, { headers, redirect: "manual" });

describe("preview auth proxy in front of a fixture upstream standing in for gatsby develop", () => {
  it("401 with a plain-language page without a cookie, and the upstream never sees the request", async () => {
    const response = await get("/blog/x/");
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("This is the private draft preview");
    expect(seen).not.toContain("/blog/x/");
  });

  it("401 with a forged cookie, a cookie signed with another secret, or an expired cookie", async () => {
    const past = Math.floor(Date.now() / 1000) - 1;
    for (const cookie of [
      "site_preview=9999999999.forged",
      `site_preview=${signPreviewCookie("another-secret-0123456789abcdef0123")}`,
      `site_preview=${signPreviewCookie(SECRET, past)}`,
    ]) {
      const response = await get("/", { Cookie: cookie });
      expect(response.status).toBe(401);
    }
  });

  it("reads the cookie among others and ignores malformed pairs around it; a malformed header alone is 401, not an error", async () => {
    const valid = `site_preview=${signPreviewCookie(SECRET)}`;
    const among = await get("/blog/among/", { Cookie: `=novalue; broken; other=%E0%A4%A; ${valid}; theme=dark` });
    expect(among.status).toBe(200);
    for (const cookie of ["site_preview", "site_preview=", ";;;=", "site_preview=%E0%A4%A"]) {
      expect((await get("/", { Cookie: cookie })).status).toBe(401);
    }
  });

  it("enter with a fresh signed token sets an HttpOnly SameSite cookie for an hour and redirects to the path", async () => {
    const token = signPreviewToken(SECRET, "/blog/x/");
    const response = await get(`/__preview/enter?token=${encodeURIComponent(token)}&path=${encodeURIComponent("/blog/x/")}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/blog/x/");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^site_preview=\d+\.[\w-]+; /);
    expect(cookie.split("; ").slice(1).sort()).toEqual(["HttpOnly", "Max-Age=3600", "Path=/", "SameSite=Lax"]);

    const page = await get("/blog/x/", { Cookie: cookie.split(";")[0]! });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("draft page /blog/x/");
  });

  it("enter with an expired token, a forged token or a path other than the signed one: 401, no cookie", async () => {
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = signPreviewToken(SECRET, "/blog/x/", past);
    const forged = signPreviewToken("another-secret-0123456789abcdef0123", "/blog/x/");
    const fresh = signPreviewToken(SECRET, "/blog/x/");
    for (const query of [`token=${expired}&path=/blog/x/`, `token=${forged}&path=/blog/x/`, `token=${fresh}&path=/about/`]) {
      const response = await get(`/__preview/enter?${query}`);
      expect(response.status).toBe(401);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("every answer, refused or proxied, carries noindex and frame-ancestors of the admin only", async () => {
    const refused = await get("/");
    const proxied = await get("/", { Cookie: `site_preview=${signPreviewCookie(SECRET)}` });
    for (const response of [refused, proxied]) {
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("content-security-policy")).toBe("frame-ancestors http://127.0.0.1:1337");
    }
  });

  it("refresh needs the preview secret as a bearer token", async () => {
    const before = refreshes;
    const without = await fetch(`${proxy.url}/__preview/refresh`, { method: "POST" });
    const wrong = await fetch(`${proxy.url}/__preview/refresh`, { method: "POST", headers: { Authorization: "Bearer nope" } });
    expect([without.status, wrong.status]).toEqual([401, 401]);
    expect(refreshes).toBe(before);
    const right = await fetch(`${proxy.url}/__preview/refresh`, { method: "POST", headers: { Authorization: `Bearer ${SECRET}` } });
    expect(right.status).toBe(202);
    expect(refreshes).toBe(before + 1);
  });

  it("Gatsby's own refresh endpoint is not reachable through the proxy, even with a cookie", async () => {
    const response = await fetch(`${proxy.url}/__refresh`, { method: "POST", headers: { Cookie: `site_preview=${signPreviewCookie(SECRET)}` } });
    expect(response.status).toBe(404);
  });

  it("passes WebSocket upgrades with a valid cookie and refuses them without one", async () => {
    const upgrade = (cookie?: string) =>
      new Promise<string>((resolve, reject) => {
        const { port } = new URL(proxy.url);
        const socket = net.connect(Number(port), "127.0.0.1", () => {
          socket.write(
            `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
              `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${cookie ? `Cookie: ${cookie}\r\n` : ""}\r\n`,
          );
        });
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString()));
        socket.on("close", () => resolve(answer.split("\r\n")[0] ?? ""));
        socket.on("error", reject);
      });
    expect(await upgrade()).toBe("HTTP/1.1 401 Unauthorized");
    expect(seen).not.toContain("upgrade /socket.io/?EIO=4&transport=websocket");
    expect(await upgrade(`site_preview=${signPreviewCookie(SECRET)}`)).toBe("HTTP/1.1 101 Switching Protocols");
    expect(seen).toContain("upgrade /socket.io/?EIO=4&transport=websocket");
  });
});

describe("while a saved draft is being sourced, page loads wait at the refresh gate (fixture upstream)", () => {
  let gated: AuthProxyHandle;
  let gate: RefreshGate;
  const cookie = () => `site_preview=${signPreviewCookie(SECRET)}`;
  // Page loads that have reached the gate, and a way to wait until a number of them have.
  let atGate = 0;
  let gateReached: Array<{ count: number; resolve: () => void }> = [];
  const reached = (count: number) => new Promise<void>((resolve) => (atGate >= count ? resolve() : gateReached.push({ count, resolve })));

  beforeAll(async () => {
    gate = createRefreshGate(60_000);
    gated = await startAuthProxy({
      host: "127.0.0.1",
      port: 0,
      upstream: upstreamUrl,
      secret: SECRET,
      adminOrigin: ADMIN,
      refresh: () => gate.close(),
      beforePageLoad: () => {
        atGate += 1;
        for (const waiter of gateReached.filter((w) => atGate >= w.count)) waiter.resolve();
        gateReached = gateReached.filter((w) => atGate < w.count);
        return gate.passed();
      },
    });
  });

  afterAll(async () => {
    gate.open();
    await gated.close();
  });

  it("a document and its page data are held until the gate opens; a script is not", async () => {
    const refresh = await fetch(`${gated.url}/__preview/refresh`, { method: "POST", headers: { Authorization: `Bearer ${SECRET}` } });
    expect(refresh.status).toBe(202);
    expect(gate.isOpen).toBe(false);

    const order: string[] = [];
    const document = fetch(`${gated.url}/blog/held/`, { headers: { Cookie: cookie(), Accept: "text/html,application/xhtml+xml" } }).then(async (response) => {
      order.push("document");
      return response.text();
    });
    const pageData = fetch(`${gated.url}/page-data/blog/held/page-data.json`, { headers: { Cookie: cookie() } }).then(async (response) => {
      order.push("page data");
      return response.text();
    });
    const script = await fetch(`${gated.url}/commons.js`, { headers: { Cookie: cookie(), Accept: "*/*" } });
    expect(await script.text()).toBe("draft page /commons.js");
    // Both page loads are waiting on the closed gate: nothing can pass it before it opens.
    await reached(2);
    expect(order).toEqual([]);
    expect(seen).not.toContain("/blog/held/");

    order.push("gate opened");
    gate.open();
    expect(await document).toBe("draft page /blog/held/");
    expect(await pageData).toBe("draft page /page-data/blog/held/page-data.json");
    expect(order[0]).toBe("gate opened");
  });

  it("a gate nobody opens lets page loads through after its longest wait", async () => {
    const short = createRefreshGate(200);
    short.close();
    expect(short.isOpen).toBe(false);
    await short.passed();
    expect(short.isOpen).toBe(true);
  });
});
