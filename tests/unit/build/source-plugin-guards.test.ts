/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname } from "node:path";
import { forgetSourcePluginDelta, limitSourcePluginRequests } from "../../../plugins/cms-data-layer/cms/source-plugin-guards";

/**
 * Both guards lean on internals of gatsby-source-strapi (5.0.4 when written). These tests run the
 * plugin's own code, loaded the way Gatsby loads it, so an upgrade that changes either internal fails
 * here instead of silently hanging builds or serving stale content.
 */
const pluginRequire = createRequire(require.resolve("gatsby-source-strapi/package.json"));
const pluginDir = dirname(pluginRequire.resolve("./package.json"));
// The copy of axios the plugin itself requires (it may differ from the site's own).
const pluginAxios = pluginRequire(pluginRequire.resolve("axios", { paths: [pluginDir] })) as { defaults: { timeout?: number } };

interface AxiosLike {
  get(url: string): Promise<unknown>;
}
interface Cache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
  del(key: string): Promise<unknown>;
}
interface PluginNode {
  id: string;
  internal: { type: string; owner?: string };
}
type SourceNodes = (args: Record<string, unknown>, options: Record<string, unknown>) => Promise<void>;

// Where sourceNodes builds its client (dist/gatsby-node.js: `createAxiosInstance(strapiConfig)`).
const { createAxiosInstance } = pluginRequire("./dist/axios-instance") as { createAxiosInstance(config: Record<string, unknown>): AxiosLike };
// What Gatsby calls: `<plugin>/gatsby-node`.
const { sourceNodes } = pluginRequire("./gatsby-node") as { sourceNodes: SourceNodes };

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** Gatsby's getCache: one store per name, the same object every time (gatsby/dist/utils/get-cache.js). */
function fakeGetCache(): (name: string) => Cache {
  const caches = new Map<string, Cache>();
  return (name) => {
    let cache = caches.get(name);
    if (!cache) {
      const values = new Map<string, unknown>();
      cache = {
        get: async (key) => values.get(key),
        set: async (key, value) => values.set(key, value),
        del: async (key) => values.delete(key),
      };
      caches.set(name, cache);
    }
    return cache;
  };
}

/** The helpers Gatsby passes to sourceNodes; `cache` is the plugin's own, which Gatsby names after the plugin. */
function sourceArgs(getCache: (name: string) => Cache, created: PluginNode[] = []) {
  return {
    actions: {
      createNode: (node: PluginNode) => void created.push(node),
      deleteNode: () => undefined,
      touchNode: () => undefined,
    },
    createContentDigest: (value: unknown) => JSON.stringify(value),
    createNodeId: (seed: string) => `node:${seed}`,
    reporter: {
      info: () => undefined,
      panic: (message: string, error?: Error) => {
        throw error ?? new Error(message);
      },
    },
    getCache,
    cache: getCache("gatsby-source-strapi"),
    store: {},
    getNodes: () => [],
    getNode: () => undefined,
  };
}

function race<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still pending after ${ms} ms: the request has no timeout`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

it("Gatsby names the plugin's cache after this package", () => {
  expect((pluginRequire("./package.json") as { name: string }).name).toBe("gatsby-source-strapi");
});

describe("limitSourcePluginRequests", () => {
  let hanging: { server: Server; url: string };
  const received: { url?: string; authorization?: string }[] = [];
  const originalTimeout = pluginAxios.defaults.timeout;

  beforeAll(async () => {
    // Accepts the connection, reads the request, never answers.
    hanging = await listen((request) => void received.push({ url: request.url, authorization: request.headers.authorization }));
  });

  afterEach(() => {
    pluginAxios.defaults.timeout = originalTimeout;
    received.length = 0;
  });

  afterAll(() => close(hanging.server));

  it("fixture server that never answers: the plugin's own client gives up after the limit, on its one retry too", async () => {
    limitSourcePluginRequests(300, 50);
    const client = createAxiosInstance({ apiURL: hanging.url, accessToken: "site-token", maxParallelRequests: 4 });
    const error = await race(
      client.get("/api/content-type-builder/content-types").then(
        () => null,
        (reason: unknown) => reason,
      ),
      3_000,
    );
    // The client's own timeout answered; without one the race's 3 s guard rejects with "the request has no timeout".
    expect(error).toMatchObject({ code: "ECONNABORTED", message: "timeout of 300ms exceeded" });
    // It did reach the server, twice (the retry rule): the limit is on the answer, not on connecting.
    expect(received).toEqual([
      { url: "/api/content-type-builder/content-types", authorization: "Bearer site-token" },
      { url: "/api/content-type-builder/content-types", authorization: "Bearer site-token" },
    ]);
  });

  it("fixture server that never answers: the plugin's sourceNodes fails instead of hanging the build", async () => {
    limitSourcePluginRequests(300, 50);
    const options = { apiURL: hanging.url, accessToken: "site-token", version: 5, collectionTypes: [{ singularName: "blog-post" }] };
    await expect(race(sourceNodes(sourceArgs(fakeGetCache()), options), 3_000)).rejects.toMatchObject({
      code: "ECONNABORTED",
      message: "timeout of 300ms exceeded",
    });
  });
});

describe("limitSourcePluginRequests: one retry for a dropped connection or a busy CMS", () => {
  const originalTimeout = pluginAxios.defaults.timeout;
  afterEach(() => {
    pluginAxios.defaults.timeout = originalTimeout;
  });

  /**
   * Runs `body` with the plugin's own client against a fixture server whose answers follow `script` in turn: "reset"
   * drops the connection unanswered, a number is the status answered; `seen` lists the paths it was asked for.
   */
  async function againstScripted(script: Array<"reset" | number>, body: (client: AxiosLike, seen: string[]) => Promise<void>) {
    const seen: string[] = [];
    const fixture = await listen((request, response) => {
      const turn = script[seen.length] ?? 200;
      seen.push(request.url ?? "");
      if (turn === "reset") return void request.socket.destroy();
      response.writeHead(turn, { "content-type": "application/json" }).end(JSON.stringify({ data: turn === 200 ? ["answered"] : [] }));
    });
    try {
      limitSourcePluginRequests(2_000, 50);
      await body(createAxiosInstance({ apiURL: fixture.url, accessToken: "site-token", maxParallelRequests: 4 }), seen);
    } finally {
      await close(fixture.server);
    }
  }

  it("fixture server that resets the first connection (a CMS under load): the second attempt's answer is used", () =>
    againstScripted(["reset", 200], async (client, seen) => {
      await expect(client.get("/api/tags")).resolves.toMatchObject({ status: 200, data: { data: ["answered"] } });
      expect(seen).toEqual(["/api/tags", "/api/tags"]);
    }));

  it("fixture server answering 503 once: retried, and the 200 after it is used", () =>
    againstScripted([503, 200], async (client, seen) => {
      await expect(client.get("/api/pages")).resolves.toMatchObject({ status: 200 });
      expect(seen).toEqual(["/api/pages", "/api/pages"]);
    }));

  it("fixture server that resets every connection: the build's source fails after two attempts, naming the reset", () =>
    againstScripted(["reset", "reset", "reset"], async (client, seen) => {
      await expect(client.get("/api/tags")).rejects.toMatchObject({ code: "ECONNRESET" });
      expect(seen).toEqual(["/api/tags", "/api/tags"]);
    }));

  it("fixture server answering 404: not retried (a missing type is an answer, not a hiccup)", () =>
    againstScripted([404, 200], async (client, seen) => {
      await expect(client.get("/api/configuration")).rejects.toMatchObject({ response: { status: 404 } });
      expect(seen).toEqual(["/api/configuration"]);
    }));
});

describe("forgetSourcePluginDelta", () => {
  let cms: { server: Server; url: string };
  const postQueries: Record<string, string>[] = [];

  const schemas = [
    {
      uid: "api::blog-post.blog-post",
      schema: {
        kind: "collectionType",
        singularName: "blog-post",
        pluralName: "blog-posts",
        attributes: { title: { type: "string" }, slug: { type: "uid" } },
      },
    },
  ];
  const post = { id: 1, documentId: "post-a", title: "A post", slug: "a-post", updatedAt: "2026-01-01T00:00:00.000Z" };
  const options = { apiURL: "", accessToken: "site-token", version: 5, collectionTypes: [{ singularName: "blog-post" }] };

  beforeAll(async () => {
    // A CMS where nothing changed since the last build: the "updated since" query finds no entries.
    cms = await listen((request, response) => {
      const url = new URL(request.url ?? "/", "http://cms");
      const json = (body: unknown) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (url.pathname === "/api/content-type-builder/content-types") return json({ data: schemas });
      if (url.pathname === "/api/content-type-builder/components") return json({ data: [] });
      if (url.pathname === "/api/blog-posts") {
        const query = Object.fromEntries(url.searchParams);
        postQueries.push(query);
        const entries = "filters[updatedAt][$gt]" in query ? [] : [post];
        return json({ data: entries, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: entries.length } } });
      }
      response.writeHead(404).end();
    });
    options.apiURL = cms.url;
  });

  beforeEach(() => {
    postQueries.length = 0;
  });

  afterAll(() => close(cms.server));

  it('the plugin reads "timestamp" from its cache and then creates only entries updated since', async () => {
    const getCache = fakeGetCache();
    await getCache("gatsby-source-strapi").set("timestamp", 1767225600000);
    const created: PluginNode[] = [];
    await sourceNodes(sourceArgs(getCache, created), { ...options });

    expect(postQueries).toEqual([
      { "pagination[pageSize]": "100", "pagination[page]": "1", populate: "*" },
      { "pagination[pageSize]": "100", "pagination[page]": "1", populate: "*", "filters[updatedAt][$gt]": "1767225600000" },
    ]);
    expect(created).toEqual([]);
    // It leaves a new mark for the next build.
    expect(await getCache("gatsby-source-strapi").get("timestamp")).toEqual(expect.any(Number));
  });

  it("after forgetSourcePluginDelta the next run fetches and creates everything", async () => {
    const getCache = fakeGetCache();
    await sourceNodes(sourceArgs(getCache), { ...options }); // a first build leaves its mark
    postQueries.length = 0;

    await forgetSourcePluginDelta(getCache);
    expect(await getCache("gatsby-source-strapi").get("timestamp")).toBeUndefined();
    const created: PluginNode[] = [];
    await sourceNodes(sourceArgs(getCache, created), { ...options });

    expect(postQueries).toEqual([{ "pagination[pageSize]": "100", "pagination[page]": "1", populate: "*" }]);
    expect(created.map((node) => [node.internal.type, node.id])).toEqual([["STRAPI_BLOG_POST", "node:STRAPI_BLOG_POST-post-a"]]);
  });
});
