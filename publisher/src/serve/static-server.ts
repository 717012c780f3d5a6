import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import compression from "compression";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import { REVALIDATE } from "../headers/cache-rules";
import { contentTypeFor } from "../headers/content-type";
import { headersForFile } from "../headers/headers-for-file";
import { securityHeaders } from "../headers/security-headers";
import { silentLogger, type Logger } from "../util/logger";
import { redirectLocation } from "./redirect-location";
import { resolveRequest } from "./resolve-request";
import { notFoundPageFor } from "./not-found-page";
import { loadSnapshot, type SiteSnapshot } from "./site-snapshot";

export interface StaticServerOptions {
  /** A built site: `releases/current` (a symlink, followed per request) or a plain `public/`. */
  root: string;
  port?: number;
  host?: string;
  /** Tag-manager CSP hosts: default from the release manifest, else GATSBY_GTM_ID, else each page's inline scripts. */
  tagManager?: boolean;
  log?: Logger;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
  /** Re-reads the site now (after a release switch, or after rebuilding a plain dir in place). */
  reload(): void;
}

/** HSTS only over https: TLS to this server, or a proxy/CDN in front that terminated it. */
function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const forwarded = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(res.req.method === "HEAD" ? undefined : `${text}\n`);
}

/**
 * The local CDN stand-in. Serves a Gatsby build with the publisher's header rules, canonical
 * trailing-slash URLs, the site's redirects (301 with Location) and a real 404 page (a locale's own under its prefix). The served directory is resolved with realpath on
 * each request, so a switch of `current` (by this process or by `cli rollback` elsewhere) is
 * picked up at once; each version gets its own snapshot and no request ever sees a mix.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const log = options.log ?? silentLogger;
  let snapshot: SiteSnapshot | null = null;

  const refresh = (force: boolean): SiteSnapshot | null => {
    let realRoot: string;
    try {
      realRoot = fs.realpathSync(options.root);
    } catch {
      return null; // nothing released yet
    }
    if (!force && snapshot && snapshot.root === realRoot) return snapshot;
    try {
      snapshot = loadSnapshot(realRoot, options.tagManager);
      log.info(`serving ${realRoot} (${snapshot.files.size} files)`);
    } catch (error) {
      // Keep serving the previous version rather than failing requests.
      log.error(`could not load ${realRoot}: ${(error as Error).message}`);
    }
    return snapshot;
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const base = securityHeaders({ https: isHttps(req) });
    if (req.method !== "GET" && req.method !== "HEAD") {
      plain(res, 405, "Method Not Allowed", { ...base, Allow: "GET, HEAD" });
      return;
    }
    const site = refresh(false);
    if (!site) {
      plain(res, 503, "No release is live yet.", { ...base, "Retry-After": "5" });
      return;
    }
    const https = isHttps(req);
    const notFound = () => {
      const page = notFoundPageFor(req.url ?? "/", site);
      if (!page) {
        plain(res, 404, "Not Found", base);
        return;
      }
      res.writeHead(404, {
        ...headersForFile(page.file, { https, csp: site.policies.get(page.file) }),
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": String(page.body.length),
      });
      res.end(req.method === "HEAD" ? undefined : page.body);
    };

    // The site's own redirects (an old path of moved content), answered as the CDN answers them.
    const location = redirectLocation(req.url ?? "/", site.redirects, site.files);
    if (location !== null) {
      res.writeHead(301, { ...base, Location: location, "Cache-Control": REVALIDATE });
      res.end();
      return;
    }
    const resolution = resolveRequest(req.url ?? "/", site.files);
    switch (resolution.kind) {
      case "bad-request":
        plain(res, 400, "Bad Request", base);
        return;
      case "not-found":
        notFound();
        return;
      case "redirect":
        res.writeHead(301, { ...base, Location: resolution.location, "Cache-Control": REVALIDATE });
        res.end();
        return;
      case "file": {
        const headers = headersForFile(resolution.file, { https, csp: site.policies.get(resolution.file) });
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        // sirv keeps a Content-Type already set: the one rule the bucket deploy stores too.
        res.setHeader("Content-Type", contentTypeFor(resolution.file));
        // sirv looks the file up by req.url in its own snapshot; hand it the exact file path.
        // (encodeURI leaves "?" and "#" alone; Gatsby never emits them in file names.)
        req.url = encodeURI(resolution.file);
        site.send(req, res, notFound);
      }
    }
  };

  // A CDN compresses text on the way out (HTML, CSS, JS, JSON, SVG); so does its stand-in, so a page here weighs
  // what it weighs in production. compression's own filter leaves binary types alone (images, fonts, and the search
  // index's application/octet-stream, which already holds gzip data); a Range request gets the stored bytes.
  // It is written for Express and uses only node's own request and response.
  const compress = compression({ filter: (req, res) => !req.headers.range && compression.filter(req, res) }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  const server = http.createServer((req, res) => compress(req, res, () => handle(req, res)));
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  refresh(true);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 9000, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.address.includes(":") ? `[${address.address}]` : address.address}:${address.port}`,
    reload: () => {
      refresh(true);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
