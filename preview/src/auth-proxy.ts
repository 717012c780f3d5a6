import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { parseCookie, stringifySetCookie } from "cookie";
import httpProxy from "http-proxy";
import { PREVIEW_COOKIE_TTL_SECONDS, signPreviewCookie, verifyPreviewCookie, verifyPreviewToken } from "@agency/cms/contract/preview-token";
import { isAuthorized } from "@agency/shared/bearer-auth";
import { previewHeaders } from "./preview-headers";

const PREVIEW_COOKIE = "site_preview";

export interface AuthProxyOptions {
  host: string;
  port: number;
  /** Where `gatsby develop` listens (loopback only). */
  upstream: string;
  secret: string;
  /** The admin's origin: the only page allowed to frame the preview. */
  adminOrigin: string;
  /** Asks Gatsby to source again (debounced by the caller). */
  refresh: () => void;
  /** Page loads (documents and page data) wait here while a refresh is under way; see refresh-gate.ts. */
  beforePageLoad?: () => Promise<void>;
  /** Mark the cookie Secure (the preview is served over https in production). */
  secureCookie?: boolean;
}

export interface AuthProxyHandle {
  url: string;
  close(): Promise<void>;
}

const UNAUTHORIZED_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Preview: sign in through the CMS</title>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1>This is the private draft preview</h1>
<p>Open it from the CMS: in an entry's edit view choose <strong>Open preview</strong>. The link it gives you is valid for a few minutes and lets this browser in for an hour.</p>
</body></html>`;

/** A document or its data: what shows content. Scripts, styles and the hot-reload socket never wait. */
const isPageLoad = (req: http.IncomingMessage, url: URL): boolean =>
  req.method === "GET" && (url.pathname.startsWith("/page-data/") || (req.headers.accept ?? "").includes("text/html"));

/**
 * The preview's front door (docs/preview.md): nothing reaches `gatsby develop` without a cookie signed
 * with the preview secret, and the cookie is only handed out for a fresh link signed by the CMS.
 * WebSocket upgrades (Gatsby's hot reload) need the same cookie.
 */
export async function startAuthProxy(options: AuthProxyOptions): Promise<AuthProxyHandle> {
  const headers = previewHeaders(options.adminOrigin);
  const proxy = httpProxy.createProxyServer({ target: options.upstream, ws: true, xfwd: false });
  proxy.on("proxyRes", (response) => {
    for (const [name, value] of Object.entries(headers)) response.headers[name.toLowerCase()] = value;
  });
  proxy.on("error", (_error, _req, res) => {
    if (res instanceof http.ServerResponse && !res.headersSent) {
      res.writeHead(502, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
      res.end("The preview site is starting or has stopped; try again in a moment.\n");
    } else (res as Duplex).destroy();
  });

  const answer = (res: http.ServerResponse, status: number, body: string, extra: http.OutgoingHttpHeaders = {}) => {
    res.writeHead(status, { ...headers, "Cache-Control": "no-store", ...extra });
    res.end(body);
  };
  const signedIn = (req: http.IncomingMessage) => verifyPreviewCookie(options.secret, parseCookie(req.headers.cookie ?? "")[PREVIEW_COOKIE] ?? "");

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://preview.invalid");
    if (url.pathname === "/__preview/enter" && req.method === "GET") {
      const path = verifyPreviewToken(options.secret, url.searchParams.get("token") ?? "");
      if (!path || path !== url.searchParams.get("path")) return answer(res, 401, UNAUTHORIZED_PAGE, { "Content-Type": "text/html; charset=utf-8" });
      const cookie = stringifySetCookie({
        name: PREVIEW_COOKIE,
        value: signPreviewCookie(options.secret),
        path: "/",
        httpOnly: true,
        // Lax is enough when the admin and the preview share a site (127.0.0.1, or two subdomains of one domain);
        // an admin on another site needs None, which browsers accept only with Secure (https).
        sameSite: options.secureCookie ? "none" : "lax",
        secure: options.secureCookie === true,
        maxAge: PREVIEW_COOKIE_TTL_SECONDS,
      });
      return answer(res, 303, "", { Location: path, "Set-Cookie": cookie });
    }
    if (url.pathname === "/__preview/refresh") {
      if (req.method !== "POST") return answer(res, 405, "POST only\n", { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" });
      if (!isAuthorized(req.headers.authorization, options.secret)) return answer(res, 401, "Unauthorized\n", { "Content-Type": "text/plain; charset=utf-8" });
      req.resume();
      options.refresh();
      return answer(res, 202, '{"accepted":true}\n', { "Content-Type": "application/json" });
    }
    if (!signedIn(req)) return answer(res, 401, UNAUTHORIZED_PAGE, { "Content-Type": "text/html; charset=utf-8" });
    // Gatsby's refresh endpoint is ours to call, never the browser's; the editor launcher opens files on the server.
    if (url.pathname.startsWith("/__refresh") || url.pathname === "/__open-stack-frame-in-editor")
      return answer(res, 404, "Not found\n", { "Content-Type": "text/plain; charset=utf-8" });
    if (options.beforePageLoad && isPageLoad(req, url)) {
      void options.beforePageLoad().then(() => proxy.web(req, res));
      return;
    }
    proxy.web(req, res);
  });
  server.on("upgrade", (req, socket: Duplex, head) => {
    if (!signedIn(req)) {
      socket.end("HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    proxy.ws(req, socket, head);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
