/**
 * Least privilege for anonymous visitors, against a real Strapi (sparse profile, API-only): the public
 * role may do nothing. The static site reads the CMS at build time with the site token, and its pages
 * never call the CMS from the browser; the preview server, the publisher's content audit and the
 * end-to-end tests read with the same token. So every content route answers anonymous callers with
 * 401 (what Strapi answers when the public role has no permission at all; 403 while it has some) and the
 * token with 200, and a permission granted to the public role by hand in the admin panel is gone after
 * the next boot (bootstrap/public-permissions.ts runs at every start).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { adminLogin, request } from "./support/api";
import { startSparseCms } from "./support/sparse-cms";

type Actions = Record<string, { controllers: Record<string, Record<string, { enabled: boolean; policy: string }>> }>;
interface Role {
  id: number;
  name: string;
  description: string;
  type: string;
  permissions: Actions;
}

const dir = mkdtempSync(join(tmpdir(), "cms-public-role-test-"));
let cms: CmsHandle;

const boot = (): Promise<CmsHandle> =>
  // The developer's own publisher settings must not leak into this instance.
  startSparseCms(dir, { env: { PUBLISHER_WEBHOOK_URL: "" } });

/** The public role as the admin panel's Users & Permissions settings read it. */
const publicRole = async (): Promise<Role> => {
  const jwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
  const roles = await request<{ roles: Array<{ id: number; type: string }> }>(`${cms.url}/users-permissions/roles`, { token: jwt });
  const id = roles.body.roles.find((role) => role.type === "public")?.id;
  const answer = await request<{ role: Role }>(`${cms.url}/users-permissions/roles/${id}`, { token: jwt });
  expect(answer.status).toBe(200);
  return answer.body.role;
};

/** Every action the role has enabled, as `type.controller.action`, sorted. */
const enabledActions = (permissions: Actions): string[] =>
  Object.entries(permissions)
    .flatMap(([type, { controllers }]) =>
      Object.entries(controllers).flatMap(([controller, actions]) =>
        Object.entries(actions)
          .filter(([, action]) => action.enabled)
          .map(([action]) => `${type}.${controller}.${action}`),
      ),
    )
    .sort();

/** The content routes the site token reads (gatsby-source-strapi, the navigation fetch, the publisher's audit). */
const contentRoutes = async (): Promise<string[]> => {
  const page = await request<{ data: Array<{ documentId: string }> }>(`${cms.url}/api/pages?filters[slug][$eq]=about`, { token: cms.token });
  const post = await request<{ data: Array<{ documentId: string }> }>(`${cms.url}/api/blog-posts?filters[slug][$eq]=welcome-to-our-blog`, { token: cms.token });
  return [
    "/api/upload/files",
    "/api/pages",
    "/api/blog-posts",
    "/api/categories",
    "/api/tags",
    "/api/authors",
    "/api/configuration",
    "/api/navigation/render/main-navigation?type=TREE",
    `/api/pages/${page.body.data[0]?.documentId}`,
    `/api/blog-posts/${post.body.data[0]?.documentId}`,
  ];
};

const statuses = async (paths: string[], token?: string): Promise<Array<[string, number]>> => {
  const answers: Array<[string, number]> = [];
  for (const path of paths) answers.push([path, (await request(`${cms.url}${path}`, { token })).status]);
  return answers;
};

beforeAll(async () => {
  cms = await boot();
});

afterAll(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test("the public role can do nothing", async () => {
  expect(enabledActions((await publicRole()).permissions)).toEqual([]);
});

test("anonymous reads of content, media and navigation answer 401; the same reads with the site token answer 200", async () => {
  const paths = await contentRoutes();
  expect(await statuses(paths)).toEqual(paths.map((path) => [path, 401]));
  expect(await statuses(paths, cms.token)).toEqual(paths.map((path) => [path, 200]));
});

test("a permission granted to the public role by hand in the admin panel is revoked at the next boot", async () => {
  const role = await publicRole();
  const permissions = structuredClone(role.permissions);
  permissions["plugin::upload"]!.controllers["content-api"]!.find!.enabled = true;
  permissions["api::page"]!.controllers.page!.find!.enabled = true;
  const jwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
  const saved = await request(`${cms.url}/users-permissions/roles/${role.id}`, {
    method: "PUT",
    token: jwt,
    body: JSON.stringify({ name: role.name, description: role.description, permissions }),
  });
  expect(saved.status).toBe(200);
  expect(enabledActions((await publicRole()).permissions)).toEqual(["api::page.page.find", "plugin::upload.content-api.find"]);
  expect(await statuses(["/api/upload/files", "/api/pages", "/api/blog-posts"])).toEqual([
    ["/api/upload/files", 200],
    ["/api/pages", 200],
    ["/api/blog-posts", 403],
  ]);

  await cms.stop();
  cms = await boot();

  expect(enabledActions((await publicRole()).permissions)).toEqual([]);
  expect(await statuses(["/api/upload/files", "/api/pages", "/api/blog-posts"])).toEqual([
    ["/api/upload/files", 401],
    ["/api/pages", 401],
    ["/api/blog-posts", 401],
  ]);
});
