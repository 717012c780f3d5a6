/**
 * The sparse seed profile (SEED_PROFILE=sparse): the CMS boots and serves the same shapes with every
 * optional field empty, so the site can prove it builds against minimal content.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { adminLogin, qs, request, type Json, type NavItem } from "./support/api";
import { BLOG_POST_QUERY, CONFIGURATION_QUERY, PAGE_QUERY } from "../../plugins/cms-data-layer/cms/strapi-populate";
import { startSparseCms } from "./support/sparse-cms";

const dir = mkdtempSync(join(tmpdir(), "cms-sparse-test-"));
const SITE_TOKEN = "a-site-token-provided-by-the-environment-0123456789";
let cms: CmsHandle;

beforeAll(async () => {
  cms = await startSparseCms(dir, {
    env: {
      // The developer's own publisher settings must not leak into this instance.
      PUBLISHER_WEBHOOK_URL: "",
      // The production paths: the super admin account and the site token come from the environment.
      ADMIN_EMAIL: "Chief.Editor@Example.org",
      ADMIN_PASSWORD: "Another-Passw0rd",
      STRAPI_SITE_TOKEN: SITE_TOKEN,
    },
  });
});

afterAll(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test("configuration has only its required fields", async () => {
  const { status, body } = await request<{ data: Json }>(`${cms.url}/api/configuration?${qs(CONFIGURATION_QUERY)}`, { token: cms.token });
  expect(status).toBe(200);
  // The enquiry settings are absent from the sparse seed (the site copes without them): null when populated.
  const { structured_data_name, cookie_consent_interstitial_heading, enquiries, locale, ...rest } = body.data;
  // The sparse seed is English only: the default locale's settings.
  expect(locale).toBe("en");
  expect(enquiries ?? null).toBeNull();
  expect(structured_data_name).toBeTruthy();
  expect(cookie_consent_interstitial_heading).toBeTruthy();
  const optional = Object.entries(rest).filter(([key]) => !["id", "documentId", "createdAt", "updatedAt", "publishedAt"].includes(key));
  // 19 text, link and image fields (the company number, where registered and the registered office among them), and the
  // call to action after every post.
  expect(optional.length).toBe(20);
  for (const [key, value] of optional) expect([key, value]).toEqual([key, null]);
});

test("home, cookie policy and a few pages, without SEO, parents or images", async () => {
  const { body } = await request<{ data: Array<Json & { slug: string; content: Json[] }> }>(
    `${cms.url}/api/pages?${qs({ pagination: { pageSize: 100 }, ...PAGE_QUERY })}`,
    { token: cms.token },
  );
  const slugs = body.data.map((page) => page.slug);
  expect(slugs).toEqual(expect.arrayContaining(["home", "cookie-policy"]));
  expect(slugs.length).toBeGreaterThanOrEqual(3);
  for (const page of body.data) {
    expect(page.seo).toBeNull();
    expect(page.parent).toBeNull();
  }
  const home = body.data.find((page) => page.slug === "home") as { content: Json[] };
  expect(home.content).toContainEqual(expect.objectContaining({ __component: "blocks.section", anchor: "free-consultation", heading: null, body: null }));
  expect(home.content).toContainEqual(expect.objectContaining({ __component: "blocks.hero", subheading: null, image: null }));
  const cookiePolicy = body.data.find((page) => page.slug === "cookie-policy");
  expect(JSON.stringify(cookiePolicy?.content)).toContain("(#cookie-consent-preferences)");
});

test("at least one post, without cover or SEO", async () => {
  const { body } = await request<{ data: Json[] }>(`${cms.url}/api/blog-posts?${qs(BLOG_POST_QUERY)}`, { token: cms.token });
  expect(body.data.length).toBeGreaterThanOrEqual(1);
  for (const post of body.data) expect(post).toMatchObject({ cover: null, seo: null, published_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
});

test("the three navigations render", async () => {
  for (const slug of ["main-navigation", "footer-navigation", "legal-navigation"]) {
    const { status, body } = await request<NavItem[]>(`${cms.url}/api/navigation/render/${slug}?type=TREE`, { token: cms.token });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(1);
    // A page's item renders as /<slug>; the blog index is not a page, so its item is the site path /blog/.
    for (const item of body) expect(item.path).toMatch(/^\/[a-z0-9-]+$|^\/blog\/$/);
  }
});

test("no media, and no webhook when no publisher URL is configured", async () => {
  expect((await request<unknown[]>(`${cms.url}/api/upload/files`, { token: cms.token })).body).toEqual([]);
  const jwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
  expect((await request<{ data: unknown[] }>(`${cms.url}/admin/webhooks`, { token: jwt })).body.data).toEqual([]);
});

test("super admin account and site token come from the environment; no token file is written", async () => {
  expect(cms.adminEmail).toBe("chief.editor@example.org");
  await expect(adminLogin(cms.url, cms.adminEmail, "Another-Passw0rd")).resolves.toEqual(expect.any(String));
  await expect(adminLogin(cms.url, "admin@agency.local", "LocalAdmin-2026")).rejects.toThrow(/login failed/);
  expect(cms.token).toBe(SITE_TOKEN);
  expect(existsSync(join(dir, "site-api-token"))).toBe(false);
  expect((await request(`${cms.url}/api/content-type-builder/content-types`, { token: SITE_TOKEN })).status).toBe(200);
});
