import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Stands in for Strapi in the publisher's integration tests, for what the publisher itself asks:
 * `GET /_health`, and the published state its content audit reads (pages, posts, categories, tags, authors,
 * configuration, navigations, in Strapi 5's answer shapes). `GET /__fake/rendered` is the fake build's side: the
 * content record a build would write from what is published now (fixtures/fake-build.ts).
 */
interface FakeEntry {
  documentId: string;
  title: string;
  slug: string;
  updatedAt: string;
  publishedAt: string;
}

/** A category, tag or author: known by its name, not a title. */
interface FakeTerm {
  documentId: string;
  name: string;
  slug: string;
  updatedAt: string;
  publishedAt: string;
}

interface FakeContent {
  pages: FakeEntry[];
  posts: FakeEntry[];
  /** None unless a test adds some: each published one has its listing page (/blog/category/<slug>/). */
  categories: FakeTerm[];
  tags: FakeTerm[];
  authors: FakeTerm[];
  configuration: { documentId: string; updatedAt: string; publishedAt: string } | null;
}

export interface FakeCms {
  url: string;
  healthChecks: () => number;
  content: FakeContent;
  /** The next `times` builds render this entry at an older version (a stale page). */
  renderStale(documentId: string, times: number): void;
  /** Publishes a new version of an entry (as an editor's publish would). */
  publish(documentId: string, at?: Date): void;
  close(): Promise<void>;
}

const NAVIGATION_SLUGS = ["main-navigation", "footer-navigation", "legal-navigation"];
// The digest of an empty navigation (sha256 of "[]"), as the site build records it.
const EMPTY_NAVIGATION_VERSION = "4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945";

const TERM_KINDS = [
  ["category", "categories"],
  ["tag", "tags"],
  ["author", "authors"],
] as const;

const entry = (documentId: string, title: string, slug: string): FakeEntry => ({
  documentId,
  title,
  slug,
  updatedAt: "2026-11-20T09:00:00.000Z",
  publishedAt: "2026-11-20T09:00:00.000Z",
});

function defaultContent(): FakeContent {
  return {
    pages: [entry("page-home", "Home", "home"), entry("page-about", "About", "about"), entry("page-cookies", "Cookie policy", "cookie-policy")],
    posts: [entry("post-hello", "Hello", "hello")],
    categories: [],
    tags: [],
    authors: [],
    configuration: { documentId: "configuration", updatedAt: "2026-11-20T09:00:00.000Z", publishedAt: "2026-11-20T09:00:00.000Z" },
  };
}

function send(res: http.ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, body === undefined ? {} : { "Content-Type": "application/json" });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startFakeCms(options: { downForMs?: number } = {}): Promise<FakeCms> {
  let checks = 0;
  const upAt = Date.now() + (options.downForMs ?? 0);
  const content = defaultContent();
  const stale = new Map<string, number>();
  const list = (docs: Array<FakeEntry | FakeTerm>) => ({ data: docs, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: docs.length } } });

  const rendered = () => {
    const version = (doc: { documentId: string; updatedAt: string }) => {
      const left = stale.get(doc.documentId) ?? 0;
      if (left === 0) return doc.updatedAt;
      stale.set(doc.documentId, left - 1);
      return "2026-01-01T00:00:00.000Z";
    };
    const where = (kind: string, doc: FakeEntry) => (kind === "page" ? `/${doc.slug}/` : `/blog/${doc.slug}/`);
    return [
      ...content.pages.map((doc) => ({ kind: "page", id: doc.documentId, versions: [version(doc)], renderedIn: [where("page", doc)] })),
      ...content.posts.map((doc) => ({ kind: "blog-post", id: doc.documentId, versions: [version(doc)], renderedIn: [where("post", doc)] })),
      ...TERM_KINDS.flatMap(([kind, key]) =>
        content[key].map((doc) => ({ kind, id: doc.documentId, versions: [version(doc)], renderedIn: [`/blog/${kind}/${doc.slug}/`] })),
      ),
      ...(content.configuration
        ? [{ kind: "configuration", id: content.configuration.documentId, versions: [version(content.configuration)], renderedIn: ["/sq/d/1"] }]
        : []),
      ...NAVIGATION_SLUGS.map((slug) => ({ kind: "navigation", id: slug, versions: [EMPTY_NAVIGATION_VERSION], renderedIn: ["/sq/d/1"] })),
    ];
  };

  const server = http.createServer((req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? "/", "http://fake-cms.invalid");
    // Its content is English only: another locale has no translations (and so no site for the audit to compare).
    const translated = (searchParams.get("locale") ?? "en") === "en";
    if (pathname === "/_health") {
      checks += 1;
      return send(res, Date.now() >= upAt ? 204 : 503);
    }
    if (pathname === "/api/pages") return send(res, 200, list(translated ? content.pages : []));
    if (pathname === "/api/blog-posts") return send(res, 200, list(translated ? content.posts : []));
    if (pathname === "/api/categories") return send(res, 200, list(translated ? content.categories : []));
    if (pathname === "/api/tags") return send(res, 200, list(translated ? content.tags : []));
    if (pathname === "/api/authors") return send(res, 200, list(translated ? content.authors : []));
    if (pathname === "/api/configuration")
      return content.configuration && translated ? send(res, 200, { data: content.configuration, meta: {} }) : send(res, 404, { data: null });
    const navigation = /^\/api\/navigation\/render\/([^/]+)$/.exec(pathname);
    if (navigation && NAVIGATION_SLUGS.includes(navigation[1] ?? "")) return send(res, 200, []);
    if (pathname === "/__fake/rendered") return send(res, 200, { entries: rendered() });
    return send(res, 404, { error: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    healthChecks: () => checks,
    content,
    renderStale: (documentId, times) => stale.set(documentId, times),
    publish: (documentId, at = new Date()) => {
      const doc = [...content.pages, ...content.posts, ...content.categories, ...content.tags, ...content.authors].find((d) => d.documentId === documentId);
      if (!doc) throw new Error(`fake CMS has no entry ${documentId}`);
      doc.updatedAt = at.toISOString();
      doc.publishedAt = at.toISOString();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A loopback URL where nothing listens: bind a port, then release it. */
export async function unusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
