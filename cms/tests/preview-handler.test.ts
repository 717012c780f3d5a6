/**
 * Strapi's Preview and the preview refresh webhook (docs/preview.md) against a real Strapi seeded with
 * the full profile: the admin's "Open preview" URL for a nested page, a post and the configuration, and
 * the webhook a draft save sends. A fixture HTTP server stands in for the preview server's refresh door.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startCms, type CmsHandle } from "../../scripts/lib/cms-process";
import { freePort } from "../../scripts/lib/child";
import { waitUntil } from "@agency/shared/wait-for-health";
import { signPreviewToken, verifyPreviewToken } from "../src/contract/preview-token";
import { adminLogin, qs, request } from "./support/api";
import { contentManager } from "./support/content-manager";

const SECRET = "preview-test-secret-0123456789abcdef";
const PREVIEW_URL = "http://127.0.0.1:9555";

const dir = mkdtempSync(join(tmpdir(), "cms-preview-test-"));
let cms: CmsHandle;
let jwt: string;
let receiver: http.Server;
const received: Array<{ authorization?: string; body: { event?: string; model?: string; entry?: { title?: string } } }> = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(body || "{}") });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  cms = await startCms({
    port: await freePort(),
    dbFile: join(dir, "data.db"),
    tokenFile: join(dir, "site-api-token"),
    profile: "full",
    serveAdmin: false,
    log: join(dir, "cms.log"),
    env: {
      PUBLISHER_WEBHOOK_URL: "",
      PREVIEW_URL,
      PREVIEW_SECRET: SECRET,
      PREVIEW_REFRESH_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/__preview/refresh`,
    },
  });
  jwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
});

afterAll(async () => {
  await cms?.stop();
  await new Promise((resolve) => receiver.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const documentIdOf = async (model: string, slug: string): Promise<string> => {
  const drafts = await contentManager(cms.url, jwt).findDrafts(model, "slug", slug);
  expect(drafts).toHaveLength(1);
  return drafts[0]!.documentId;
};

/** What the admin's edit view asks for when the editor opens Preview. */
const previewUrl = async (uid: string, documentId?: string): Promise<URL> => {
  const query = qs({ ...(documentId ? { documentId } : {}), status: "draft" });
  const answer = await request<{ data?: { url?: string } }>(`${cms.url}/content-manager/preview/url/${uid}?${query}`, { token: jwt });
  expect(answer.status).toBe(200);
  return new URL(answer.body.data?.url ?? "");
};

describe("Preview handler", () => {
  it("uses the one signing format the preview server verifies (shared test vector)", () => {
    expect(signPreviewToken(SECRET, "/blog/x/", 1800000000)).toBe("1800000000.L2Jsb2cveC8.eg5OKGiYN7QOsTW3MZ06pcoVeXY8Uy9TyxyxE77DMek");
  });

  it("a nested page opens at its path under its parents, with a fresh token for that path", async () => {
    const url = await previewUrl("api::page.page", await documentIdOf("api::page.page", "seo"));
    expect(url.origin + url.pathname).toBe("http://127.0.0.1:9555/__preview/enter");
    expect(url.searchParams.get("path")).toBe("/services/digital/seo/");
    expect(verifyPreviewToken(SECRET, url.searchParams.get("token") ?? "")).toBe("/services/digital/seo/");
  });

  it("a blog post opens at /blog/{slug}/", async () => {
    const url = await previewUrl("api::blog-post.blog-post", await documentIdOf("api::blog-post.blog-post", "when-to-refresh-your-brand"));
    expect(url.searchParams.get("path")).toBe("/blog/when-to-refresh-your-brand/");
    expect(verifyPreviewToken(SECRET, url.searchParams.get("token") ?? "")).toBe("/blog/when-to-refresh-your-brand/");
  });

  it("a category, a tag and an author open at their listing", async () => {
    for (const [uid, slug, path] of [
      ["api::category.category", "search", "/blog/category/search/"],
      ["api::tag.tag", "small-business", "/blog/tag/small-business/"],
      ["api::author.author", "grace-okafor", "/blog/author/grace-okafor/"],
    ]) {
      const url = await previewUrl(uid!, await documentIdOf(uid!, slug!));
      expect([uid, url.searchParams.get("path")]).toEqual([uid, path]);
    }
  });

  it("the home page opens at / and so does the configuration", async () => {
    const home = await previewUrl("api::page.page", await documentIdOf("api::page.page", "home"));
    expect(home.searchParams.get("path")).toBe("/");
    const configuration = await request<{ data?: { documentId?: string } }>(`${cms.url}/content-manager/single-types/api::configuration.configuration`, {
      token: jwt,
    });
    const url = await previewUrl("api::configuration.configuration", configuration.body.data?.documentId);
    expect(url.searchParams.get("path")).toBe("/");
  });
});

describe("preview refresh webhook", () => {
  it("is registered once, with the secret, for draft saves and publishing events", async () => {
    const hooks = await request<{ data: Array<{ name: string; url: string; events: string[]; headers: Record<string, string> }> }>(
      `${cms.url}/admin/webhooks`,
      { token: jwt },
    );
    const preview = hooks.body.data.filter((hook) => hook.name === "Draft preview refresh");
    expect(preview).toHaveLength(1);
    expect(preview[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__preview\/refresh$/);
    expect(preview[0]!.headers).toEqual({ Authorization: `Bearer ${SECRET}` });
    expect([...preview[0]!.events].sort()).toEqual(["entry.create", "entry.delete", "entry.publish", "entry.unpublish", "entry.update"]);
  });

  it("a draft save (no publish) reaches the preview server with the secret", async () => {
    const id = await documentIdOf("api::blog-post.blog-post", "local-seo-for-service-businesses");
    const saved = await contentManager(cms.url, jwt).update("api::blog-post.blog-post", id, { title: "Local SEO, draft title" });
    expect(saved.status).toBe(200);
    const isOurs = (r: (typeof received)[number]) => r.body.event === "entry.update" && r.body.entry?.title === "Local SEO, draft title";
    await waitUntil("the draft save's webhook", async () => received.some(isOurs) || "not received", {
      timeoutMs: 10_000,
      initialDelayMs: 50,
      maxDelayMs: 200,
    });
    const hit = received.find(isOurs);
    expect(hit?.authorization).toBe(`Bearer ${SECRET}`);
    expect(hit?.body.model).toBe("blog-post");
  });
});
