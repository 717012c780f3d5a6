/**
 * The admin as editors meet it, against a real Strapi (sparse profile, API-only), booted twice on one
 * database plus two production-mode starts:
 *  - two accounts: the editor (Strapi's Editor role) and the developers' super admin, local defaults;
 *  - the Editor role does the whole job (content, media, navigations) and is refused the content-type
 *    builder and the settings, which the super admin reaches;
 *  - readable labels, help texts, list columns and default sort, and a change made in "Configure the
 *    view" survives a restart;
 *  - the slug is made from the title instead of Strapi's "blog-post" pre-fill, unless typed by hand;
 *  - production: the editor account exists only when EDITOR_EMAIL and EDITOR_PASSWORD are both set.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startCms, type CmsHandle, type CmsOptions } from "../../scripts/lib/cms-process";
import { freePort } from "../../scripts/lib/child";
import { adminLogin, request, type Json } from "./support/api";
import { startSparseCms } from "./support/sparse-cms";

const dir = mkdtempSync(join(tmpdir(), "cms-editor-test-"));
const POST = "api::blog-post.blog-post";
const PAGE = "api::page.page";
const CONFIGURATION = "api::configuration.configuration";
const TERMS = ["api::category.category", "api::tag.tag", "api::author.author"];
// The developer's own settings must not leak into these instances: empty means unset.
const LOCAL_ENV = { PUBLISHER_WEBHOOK_URL: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "", EDITOR_EMAIL: "", EDITOR_PASSWORD: "" };
// A 1×1 transparent PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

let cms: CmsHandle;
let editorJwt = "";
let adminJwt = "";

async function boot(env: Record<string, string> = {}, extra: Partial<CmsOptions> = {}): Promise<CmsHandle> {
  return startSparseCms(dir, { env: { ...LOCAL_ENV, ...env }, ...extra });
}

const as = (jwt: string) => ({
  get: <T = Json>(path: string) => request<T>(`${cms.url}${path}`, { token: jwt }),
  send: <T = Json>(method: string, path: string, body: unknown) => request<T>(`${cms.url}${path}`, { method, token: jwt, body: JSON.stringify(body) }),
});

interface Configuration {
  settings: Json & { defaultSortBy?: string; defaultSortOrder?: string };
  metadatas: Record<
    string,
    { edit: { label?: string; description?: string; visible?: boolean }; list: { label?: string; searchable?: boolean; sortable?: boolean } }
  >;
  layouts: { list: string[]; edit: unknown };
}

async function configuration(uid: string): Promise<{ contentType: Configuration; components: Record<string, Configuration> }> {
  const { status, body } = await as(editorJwt).get<{ data: { contentType: Configuration; components: Record<string, Configuration> } }>(
    `/content-manager/content-types/${uid}/configuration`,
  );
  expect(status).toBe(200);
  return body.data;
}

beforeAll(async () => {
  cms = await boot();
  editorJwt = await adminLogin(cms.url, "editor@agency.local", "LocalEditor-2026");
  adminJwt = await adminLogin(cms.url, "admin@agency.local", "LocalAdmin-2026");
});

afterAll(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("accounts", () => {
  test("the editor and the super admin sign in with the documented local defaults, each with its own role", async () => {
    expect(cms.editor).toEqual({ email: "editor@agency.local", password: "LocalEditor-2026" });
    expect([cms.adminEmail, cms.adminPassword]).toEqual(["admin@agency.local", "LocalAdmin-2026"]);
    const login = await request(`${cms.url}/admin/login`, {
      method: "POST",
      body: JSON.stringify({ email: "editor@agency.local", password: "LocalEditor-2026" }),
    });
    expect(login.status).toBe(200);

    const roles = async (jwt: string) =>
      (await as(jwt).get<{ data: { roles: Array<{ code: string }> } }>("/admin/users/me")).body.data.roles.map((r) => r.code);
    expect(await roles(editorJwt)).toEqual(["strapi-editor"]);
    expect(await roles(adminJwt)).toEqual(["strapi-super-admin"]);
  });

  test("the Editor role holds the editors' whole job and no model builder, settings or marketplace action", async () => {
    const { body } = await as(editorJwt).get<{ data: Array<{ action: string; subject: string | null }> }>("/admin/users/me/permissions");
    const held = body.data.map((p) => (p.subject ? `${p.action} ${p.subject}` : p.action));
    const job = [POST, PAGE, CONFIGURATION, ...TERMS].flatMap((uid) =>
      ["create", "read", "update", "delete", "publish"].map((verb) => `plugin::content-manager.explorer.${verb} ${uid}`),
    );
    expect(held).toEqual(
      expect.arrayContaining([
        ...job,
        "plugin::upload.read",
        "plugin::upload.assets.create",
        "plugin::upload.assets.update",
        "plugin::upload.assets.download",
        "plugin::upload.assets.copy-link",
        "plugin::upload.configure-view",
        "plugin::navigation.read",
        "plugin::navigation.update",
      ]),
    );
    const outOfBounds = held.filter((p) =>
      /^(admin::|plugin::content-type-builder\.|plugin::users-permissions\.|plugin::i18n\.|plugin::email\.|plugin::upload\.settings|plugin::navigation\.settings|plugin::content-manager\.(collection-types|single-types|components)\.)/.test(
        p,
      ),
    );
    expect(outOfBounds).toEqual([]);
  });

  test("the editor is refused the content-type builder and the settings; the super admin is not", async () => {
    const settings = [
      "/content-type-builder/content-types",
      "/content-type-builder/schema",
      "/admin/users",
      "/admin/roles",
      "/admin/webhooks",
      "/admin/api-tokens",
      "/admin/project-settings",
      "/upload/settings",
      "/navigation/settings/config",
    ];
    for (const path of settings) {
      expect([path, (await as(editorJwt).get(path)).status]).toEqual([path, 403]);
      expect([path, (await as(adminJwt).get(path)).status]).toEqual([path, 200]);
    }
    expect((await as(editorJwt).send("POST", "/content-type-builder/update-schema", { data: { components: [], contentTypes: [] } })).status).toBe(403);
    const view = await configuration(POST);
    const reconfigure = { settings: view.contentType.settings, metadatas: view.contentType.metadatas, layouts: view.contentType.layouts };
    expect((await as(editorJwt).send("PUT", `/content-manager/content-types/${POST}/configuration`, reconfigure)).status).toBe(403);
  });
});

describe("the editor's job", () => {
  test("lists, creates, publishes and deletes posts; lists pages; edits and publishes the configuration", async () => {
    const editor = as(editorJwt);
    expect((await editor.get(`/content-manager/collection-types/${PAGE}?page=1&pageSize=10`)).status).toBe(200);
    expect((await editor.get(`/content-manager/collection-types/${POST}?page=1&pageSize=10`)).status).toBe(200);

    const created = await editor.send<{ data: { documentId: string; slug: string } }>("POST", `/content-manager/collection-types/${POST}`, {
      title: "An editor's first post",
      slug: "editors-first-post",
      excerpt: "Written by the editor account.",
      body: "Some **markdown**.",
      published_on: "2026-03-04",
    });
    expect(created.status).toBe(201);
    const { documentId } = created.body.data;
    expect((await editor.send("POST", `/content-manager/collection-types/${POST}/${documentId}/actions/publish`, {})).status).toBe(200);
    const live = await request<{ data: Array<{ title: string }> }>(`${cms.url}/api/blog-posts?filters[slug][$eq]=editors-first-post`, { token: cms.token });
    expect(live.body.data.map((post) => post.title)).toEqual(["An editor's first post"]);
    expect((await editor.send("DELETE", `/content-manager/collection-types/${POST}/${documentId}`, undefined)).status).toBe(200);

    const current = await editor.get<{ data: Json }>(`/content-manager/single-types/${CONFIGURATION}`);
    expect(current.status).toBe(200);
    expect((await editor.send("PUT", `/content-manager/single-types/${CONFIGURATION}`, { telephone: "+44 20 7946 0000" })).status).toBe(200);
    expect((await editor.send("POST", `/content-manager/single-types/${CONFIGURATION}/actions/publish`, {})).status).toBe(200);
    const config = await request<{ data: { telephone: string } }>(`${cms.url}/api/configuration`, { token: cms.token });
    expect(config.body.data.telephone).toBe("+44 20 7946 0000");
  });

  test("creates, publishes and deletes categories, tags and authors, whose slug follows the name", async () => {
    const editor = as(editorJwt);
    for (const [uid, name, slug, api] of [
      ["api::category.category", "Case Notes", "case-notes", "categories"],
      ["api::tag.tag", "Local search", "local-search", "tags"],
      ["api::author.author", "Eleanor Hart", "eleanor-hart", "authors"],
    ] as const) {
      // What the edit view sends: Strapi's own pre-filled slug, the model's name.
      const created = await editor.send<{ data: { documentId: string; slug: string } }>("POST", `/content-manager/collection-types/${uid}`, {
        name,
        slug: uid.split(".").pop(),
      });
      expect([uid, created.status, created.body.data.slug]).toEqual([uid, 201, slug]);
      const { documentId } = created.body.data;
      expect((await editor.send("POST", `/content-manager/collection-types/${uid}/${documentId}/actions/publish`, {})).status).toBe(200);
      const live = await request<{ data: Array<{ name: string }> }>(`${cms.url}/api/${api}?filters[slug][$eq]=${slug}`, { token: cms.token });
      expect(live.body.data.map((entry) => entry.name)).toEqual([name]);
      expect((await editor.send("DELETE", `/content-manager/collection-types/${uid}/${documentId}`, undefined)).status).toBe(200);
    }
  });

  test("uploads to the media library and saves a navigation", async () => {
    const form = new FormData();
    form.append("files", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "dot.png");
    form.append("fileInfo", JSON.stringify({ name: "dot.png", alternativeText: "A dot" }));
    const upload = await fetch(`${cms.url}/upload`, { method: "POST", headers: { Authorization: `Bearer ${editorJwt}` }, body: form });
    expect(upload.status).toBe(201);

    const navigations = await as(editorJwt).get<Array<{ documentId: string; slug: string; name: string; visible: boolean; items: unknown[] }>>("/navigation/");
    expect(navigations.status).toBe(200);
    const main = navigations.body.find((nav) => nav.slug === "main-navigation");
    expect(main).toBeDefined();
    const saved = await as(editorJwt).send("PUT", `/navigation/${main?.documentId}`, main);
    expect(saved.status).toBe(200);
  });
});

describe("readable admin", () => {
  test("blog posts: labels, help texts, list columns and newest-updated first", async () => {
    const { contentType, components } = await configuration(POST);
    expect(contentType.metadatas.published_on.edit).toMatchObject({
      label: "Published on",
      description: "The date readers see. The blog lists the newest first.",
    });
    expect(contentType.metadatas.cover.edit.label).toBe("Cover image");
    expect(contentType.metadatas.updatedAt.list.label).toBe("Updated");
    expect(contentType.layouts.list).toEqual(["title", "slug", "published_on", "updatedAt"]);
    expect(contentType.settings).toMatchObject({ defaultSortBy: "updatedAt", defaultSortOrder: "DESC" });
    expect(components["shared.seo"].metadatas.meta_title.edit).toMatchObject({
      label: "Meta title",
      description:
        "The title in search results and the browser tab; search results show about 60 characters (the preview beside counts them). Empty: the entry's title and the site's name.",
    });
  });

  test("pages and the configuration", async () => {
    const page = await configuration(PAGE);
    expect(page.contentType.layouts.list).toEqual(["title", "slug", "parent", "updatedAt"]);
    expect(page.contentType.settings).toMatchObject({ defaultSortBy: "updatedAt", defaultSortOrder: "DESC" });
    expect(page.contentType.metadatas.parent.edit.label).toBe("Parent page");
    expect(page.components["blocks.section"].metadatas.anchor.edit.label).toBe("Anchor");
    expect(page.components["blocks.page-button"].metadatas.label.edit.label).toBe("Button text");
    const config = await configuration(CONFIGURATION);
    expect(config.contentType.metadatas.structured_data_name.edit.label).toBe("Organisation name");
    expect(config.contentType.metadatas.meta_og_image.edit.label).toBe("Default share image");
  });

  test("every field an editor sees has a label other than its name, and a help text", async () => {
    const unreadable: string[] = [];
    const check = (model: string, view: Configuration) => {
      for (const [field, meta] of Object.entries(view.metadatas)) {
        if (meta.edit.visible !== true) continue;
        if (!meta.edit.label || meta.edit.label === field) unreadable.push(`${model}.${field}: label`);
        if (!meta.edit.description) unreadable.push(`${model}.${field}: help text`);
      }
    };
    for (const uid of [POST, PAGE, CONFIGURATION]) {
      const { contentType, components } = await configuration(uid);
      check(uid, contentType);
      for (const [name, component] of Object.entries(components)) check(name, component);
    }
    expect(unreadable).toEqual([]);
  });
});

describe("what the editor sees and does not", () => {
  test("no action on the navigation plugin's audiences, so the content manager does not list them", async () => {
    const { body } = await as(editorJwt).get<{ data: Array<{ action: string; subject: string | null }> }>("/admin/users/me/permissions");
    expect(body.data.filter((p) => p.subject === "plugin::navigation.audience")).toEqual([]);
    expect((await as(editorJwt).get("/content-manager/collection-types/plugin::navigation.audience?page=1&pageSize=10")).status).toBe(403);
  });

  test('the configuration is "Site settings"', async () => {
    const { body } = await as(editorJwt).get<{ data: Array<{ uid: string; info: { displayName: string } }> }>("/content-manager/content-types");
    expect(body.data.find((type) => type.uid === CONFIGURATION)?.info.displayName).toBe("Site settings");
  });

  test("a page's edit view shows its content before search and sharing", async () => {
    const { contentType } = await configuration(PAGE);
    const rows = (contentType.layouts.edit as Array<Array<{ name: string }>>).map((row) => row.map((field) => field.name));
    expect(rows.flat()).toEqual(["title", "slug", "parent", "content", "seo"]);
  });

  test("the admin's own requests answer without errors: AI features off, no localisation job, the favicon", async () => {
    const feature = await as(editorJwt).get("/admin/ai-feature-config");
    expect([feature.status, feature.body]).toEqual([200, { data: { isAiI18nConfigured: false, isAiMediaLibraryConfigured: false } }]);
    const job = await as(editorJwt).get(`/i18n/ai-localization-jobs/collection-types/${POST}/any-document`);
    expect([job.status, job.body]).toEqual([200, { data: null }]);
    const single = await as(editorJwt).get(`/i18n/ai-localization-jobs/single-types/${CONFIGURATION}`);
    expect([single.status, single.body]).toEqual([200, { data: null }]);
    const favicon = await fetch(`${cms.url}/favicon.ico`);
    expect([favicon.status, favicon.headers.get("content-type")]).toEqual([200, "image/x-icon"]);
  });

  test("a page picker finds any page by its title or its slug, beyond the first ten it lists", async () => {
    const editor = as(editorJwt);
    const created: string[] = [];
    const page = async (title: string, slug: string) => {
      const answer = await editor.send<{ data: { documentId: string } }>("POST", `/content-manager/collection-types/${PAGE}`, { title, slug });
      expect(answer.status).toBe(201);
      created.push(answer.body.data.documentId);
    };
    for (const n of ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11"]) await page(`Picker page ${n}`, `picker-page-${n}`);
    await page("Search engine optimisation", "seo-services");
    const audits = await editor.send<{ data: { documentId: string } }>("POST", `/content-manager/collection-types/${PAGE}`, {
      title: "SEO audits",
      slug: "audits",
      parent: { connect: [{ documentId: created.at(-1) }] },
    });
    expect(audits.status).toBe(201);
    created.unshift(audits.body.data.documentId);
    type Choices = { results: Array<{ title: string }>; pagination: { page: number; pageCount: number; total: number } };
    const choices = async (path: string, search: string) => {
      const answer = await editor.get<Choices>(`/content-manager/relations/${path}?pageSize=10&page=1&_q=${encodeURIComponent(search)}`);
      expect(answer.status).toBe(200);
      return answer.body;
    };
    try {
      // Seventeen pages (the sparse seed's four and these thirteen): the picker lists ten, named with their addresses, then searches.
      const all = await choices(`${PAGE}/parent`, "");
      expect([all.results.length, all.pagination.total, all.pagination.pageCount]).toEqual([10, 17, 2]);
      expect(all.results.slice(0, 3).map((one) => one.title)).toEqual(["About us (/about/)", "Contact (/contact/)", "Cookie policy (/cookie-policy/)"]);
      expect((await choices(`${PAGE}/parent`, "picker page 11")).results.map((one) => one.title)).toEqual(["Picker page 11 (/picker-page-11/)"]);
      expect((await choices(`${PAGE}/parent`, "Optimisation")).results.map((one) => one.title)).toEqual(["Search engine optimisation (/seo-services/)"]);
      // By the address an editor knows: the slug, which Strapi alone does not search.
      expect((await choices(`${PAGE}/parent`, "seo-serv")).results.map((one) => one.title)).toEqual(["Search engine optimisation (/seo-services/)"]);
      expect((await choices(`${PAGE}/parent`, "cookie-pol")).results.map((one) => one.title)).toEqual(["Cookie policy (/cookie-policy/)"]);
      expect((await choices(`${PAGE}/parent`, "audits")).results.map((one) => one.title)).toEqual(["SEO audits (/seo-services/audits/)"]);
      // A button's page, in a block, searches the same way.
      expect((await choices("blocks.page-button/page", "seo-serv")).results.map((one) => one.title)).toEqual(["Search engine optimisation (/seo-services/)"]);
      expect((await choices("blocks.page-button/page", "no such page")).results).toEqual([]);
    } finally {
      for (const documentId of created) await editor.send("DELETE", `/content-manager/collection-types/${PAGE}/${documentId}`, undefined);
    }
  });
});

describe("the slug follows the title until typed by hand", () => {
  const create = async (uid: string, data: Json) =>
    (await as(editorJwt).send<{ data: { documentId: string; slug: string } }>("POST", `/content-manager/collection-types/${uid}`, data)).body.data;
  const post = (title: string, slug: string) => ({ title, slug, excerpt: "Excerpt.", body: "Body.", published_on: "2026-05-06" });

  test("the edit view's pre-fill is Strapi's fallback, the model name, whatever the title becomes", async () => {
    const generated = await as(editorJwt).send<{ data: string }>("POST", "/content-manager/uid/generate", {
      contentTypeUID: POST,
      field: "slug",
      data: { title: "" },
    });
    expect(generated.body.data).toBe("blog-post");
  });

  test("a new post or page saved with that fallback gets its slug from its title, unique among drafts", async () => {
    expect((await create(POST, post("Slug Follows The Title", "blog-post"))).slug).toBe("slug-follows-the-title");
    expect((await create(POST, post("Slug follows the title", "blog-post-1"))).slug).toBe("slug-follows-the-title-1");
    expect((await create(PAGE, { title: "Our Café & Team", slug: "page" })).slug).toBe("our-cafe-and-team");
  });

  test("a slug typed by hand stays, and an existing slug does not move when the title changes", async () => {
    const typed = await create(POST, post("Typed by hand", "my-own-address"));
    expect(typed.slug).toBe("my-own-address");
    const renamed = await as(editorJwt).send<{ data: { slug: string } }>("PUT", `/content-manager/collection-types/${POST}/${typed.documentId}`, {
      title: "Renamed later",
    });
    expect(renamed.body.data.slug).toBe("my-own-address");
  });
});

describe("after a restart", () => {
  test("a view configured by hand stays, the old super-admin editor account becomes an Editor, passwords follow the environment", async () => {
    const view = await configuration(POST);
    // What "Configure the view" sends: list metadata without the relations' mainField.
    const metadatas = Object.fromEntries(
      Object.entries(view.contentType.metadatas).map(([field, { edit, list }]) => [
        field,
        { edit, list: { label: list.label, searchable: list.searchable, sortable: list.sortable } },
      ]),
    );
    metadatas.published_on.edit = { ...metadatas.published_on.edit, label: "Date shown" };
    const mine = {
      settings: { ...view.contentType.settings, defaultSortBy: "published_on", defaultSortOrder: "DESC" },
      metadatas,
      layouts: { ...view.contentType.layouts, list: ["title", "published_on"] },
    };
    expect((await as(adminJwt).send("PUT", `/content-manager/content-types/${POST}/configuration`, mine)).status).toBe(200);

    // As on a database from before the editor account existed: the editor's address is a super admin.
    const me = await as(editorJwt).get<{ data: { id: number } }>("/admin/users/me");
    const roles = await as(adminJwt).get<{ data: Array<{ id: number; code: string }> }>("/admin/roles");
    const superAdmin = roles.body.data.find((role) => role.code === "strapi-super-admin");
    expect((await as(adminJwt).send("PUT", `/admin/users/${me.body.data.id}`, { roles: [superAdmin?.id] })).status).toBe(200);

    // A super admin narrows the Editor role: no navigation editing, no "published_on" in post updates.
    const editorRole = roles.body.data.find((role) => role.code === "strapi-editor");
    type RolePermission = { action: string; subject: string | null; properties: { fields?: string[] }; conditions: string[] };
    const rolePermissions = async () => (await as(adminJwt).get<{ data: RolePermission[] }>(`/admin/roles/${editorRole?.id}/permissions`)).body.data;
    const narrowed = (await rolePermissions())
      .filter((p) => p.action !== "plugin::navigation.update")
      .map(({ action, subject, properties, conditions }) => ({
        action,
        subject,
        conditions,
        properties:
          action === "plugin::content-manager.explorer.update" && subject === POST
            ? { ...properties, fields: (properties.fields ?? []).filter((field) => field !== "published_on") }
            : properties,
      }));
    expect((await as(adminJwt).send("PUT", `/admin/roles/${editorRole?.id}/permissions`, { permissions: narrowed })).status).toBe(200);

    await cms.stop();
    cms = await boot({ EDITOR_PASSWORD: "Changed-Editor-9", ADMIN_PASSWORD: "Changed-Admin-9" });
    await expect(adminLogin(cms.url, "editor@agency.local", "LocalEditor-2026")).rejects.toThrow(/login failed/);
    editorJwt = await adminLogin(cms.url, "editor@agency.local", "Changed-Editor-9");
    adminJwt = await adminLogin(cms.url, "admin@agency.local", "Changed-Admin-9");
    const after = await as(editorJwt).get<{ data: { roles: Array<{ code: string }> } }>("/admin/users/me");
    expect(after.body.data.roles.map((role) => role.code)).toEqual(["strapi-editor"]);
    const restored = await rolePermissions();
    expect(restored.map((p) => p.action)).toContain("plugin::navigation.update");
    const postUpdate = restored.find((p) => p.action === "plugin::content-manager.explorer.update" && p.subject === POST);
    expect(postUpdate?.properties.fields).toContain("published_on");

    const { contentType } = await configuration(POST);
    expect(contentType.metadatas.published_on.edit.label).toBe("Date shown");
    expect(contentType.metadatas.published_on.edit.description).toBe("The date readers see. The blog lists the newest first.");
    expect(contentType.metadatas.cover.edit.label).toBe("Cover image");
    expect(contentType.layouts.list).toEqual(["title", "published_on"]);
    expect(contentType.settings).toMatchObject({ defaultSortBy: "published_on", defaultSortOrder: "DESC" });
  });
});

describe("production", () => {
  const SECRETS = ["APP_KEYS", "API_TOKEN_SALT", "ADMIN_JWT_SECRET", "TRANSFER_TOKEN_SALT", "JWT_SECRET", "ENCRYPTION_KEY"];
  const productionEnv = (extra: Record<string, string>) => ({
    NODE_ENV: "production",
    ADMIN_EMAIL: "Dev.Team@Example.org",
    ADMIN_PASSWORD: "Prod-Admin-Passw0rd",
    STRAPI_SITE_TOKEN: "a-site-token-provided-by-the-environment-0123456789",
    ...Object.fromEntries(SECRETS.map((name) => [name, `test-${name}-value`])),
    ...extra,
  });
  const prodDir = join(dir, "prod");

  test("an editor email without its password is refused with a clear message", async () => {
    await expect(
      startCms({
        port: await freePort(),
        dbFile: join(prodDir, "half.db"),
        serveAdmin: false,
        log: "quiet",
        env: { ...LOCAL_ENV, ...productionEnv({ EDITOR_EMAIL: "writer@example.org" }) },
      }),
    ).rejects.toThrow(/EDITOR_EMAIL and EDITOR_PASSWORD go together/);
  });

  test("without EDITOR_EMAIL / EDITOR_PASSWORD there is no editor account; with both there is", async () => {
    const without = await startCms({
      port: await freePort(),
      dbFile: join(prodDir, "data.db"),
      serveAdmin: false,
      log: join(prodDir, "cms.log"),
      env: { ...LOCAL_ENV, ...productionEnv({}) },
    });
    try {
      expect(without.editor).toBeNull();
      await expect(adminLogin(without.url, "dev.team@example.org", "Prod-Admin-Passw0rd")).resolves.toEqual(expect.any(String));
      await expect(adminLogin(without.url, "editor@agency.local", "LocalEditor-2026")).rejects.toThrow(/login failed/);
      await expect(adminLogin(without.url, "admin@agency.local", "LocalAdmin-2026")).rejects.toThrow(/login failed/);
    } finally {
      await without.stop();
    }

    const withEditor = await startCms({
      port: await freePort(),
      dbFile: join(prodDir, "data.db"),
      serveAdmin: false,
      log: join(prodDir, "cms.log"),
      env: { ...LOCAL_ENV, ...productionEnv({ EDITOR_EMAIL: "Writer@Example.org", EDITOR_PASSWORD: "Prod-Editor-Passw0rd" }) },
    });
    try {
      expect(withEditor.editor).toEqual({ email: "writer@example.org", password: "Prod-Editor-Passw0rd" });
      const jwt = await adminLogin(withEditor.url, "writer@example.org", "Prod-Editor-Passw0rd");
      const me = await request<{ data: { roles: Array<{ code: string }> } }>(`${withEditor.url}/admin/users/me`, { token: jwt });
      expect(me.body.data.roles.map((role) => role.code)).toEqual(["strapi-editor"]);
    } finally {
      await withEditor.stop();
    }
  });
});
