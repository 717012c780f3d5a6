/**
 * The media guards (docs/editors.md, "Images in use") against a real Strapi seeded with the full profile: the
 * media library's delete, bulk delete and "Edit" dialog as the admin panel sends them, every refusal checked by its
 * literal status, name and message, and the "Used by" answers of the admin panel.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { startFullCms } from "./support/sparse-cms";
import { adminLogin, qs, request, type Json } from "./support/api";
import { contentManager, setAlternativeText, uploadImage } from "./support/content-manager";

const POST = "api::blog-post.blog-post";
/** A 1×1 PNG, enough for the media library to store an image. */
const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"));

const dir = mkdtempSync(join(tmpdir(), "cms-media-guards-test-"));
let cms: CmsHandle;
let jwt = "";

beforeAll(async () => {
  cms = await startFullCms(dir);
  jwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
});

afterAll(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface ApiError {
  status: number;
  name: string;
  message: string;
}

interface MediaFile {
  id: number;
  name: string;
  alternativeText: string | null;
}

const call = <T = Json>(method: string, path: string, body?: unknown) =>
  request<T & { error?: ApiError }>(`${cms.url}${path}`, { method, token: jwt, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

const fileNamed = async (name: string): Promise<MediaFile | undefined> => {
  const { body } = await call<{ results: MediaFile[] }>("GET", `/upload/files?${qs({ filters: { name: { $eq: name } }, pageSize: 10 })}`);
  expect(body.results.length).toBeLessThanOrEqual(1);
  return body.results[0];
};

const idOf = async (name: string): Promise<number> => {
  const file = await fileNamed(name);
  if (!file) throw new Error(`no file named ${name}`);
  return file.id;
};

const refused = (answer: { status: number; body: { error?: ApiError } }, message: string): void => {
  expect([answer.status, answer.body.error?.name, answer.body.error?.message]).toEqual([400, "ApplicationError", message]);
};

/** Sets the alternative text and answers the refusal, as the media library's "Edit" dialog does. */
const editAlt = async (id: number, alternativeText: string) => {
  const form = new FormData();
  form.append("fileInfo", JSON.stringify({ alternativeText }));
  const response = await fetch(`${cms.url}/upload?id=${id}`, { method: "POST", headers: { Authorization: `Bearer ${jwt}` }, body: form });
  return { status: response.status, body: (await response.json()) as { error?: ApiError } };
};

describe("deleting a file that published content shows", () => {
  test("a published post's cover: refused, naming the post and the field; the file stays", async () => {
    const id = await idOf("cover-paid-social.jpg");
    refused(
      await call("DELETE", `/upload/files/${id}`),
      'Cannot delete the image "cover-paid-social.jpg": published content shows it in the blog post "Paid social on a small budget" (cover image). ' +
        "Choose another image there and publish, then delete it: the site would lose the image at its next build.",
    );
    expect((await fileNamed("cover-paid-social.jpg"))?.id).toBe(id);
  });

  test("the refusal names its entries in its details too, for the admin to link them", async () => {
    const answer = await call<{ error?: ApiError & { details?: { entries?: unknown[] } } }>(
      "DELETE",
      `/upload/files/${await idOf("lumen-and-lark-share.jpg")}`,
    );
    const [home] = await contentManager(cms.url, jwt).findDrafts("api::page.page", "slug", "home");
    expect(answer.body.error?.details?.entries).toEqual([
      { uid: "api::page.page", documentId: home?.documentId, name: 'the page "Home"' },
      { uid: "api::configuration.configuration", documentId: expect.any(String), name: "the site settings" },
    ]);
  });

  test("a file two entries show, one of them in a component: both named with their fields", async () => {
    refused(
      await call("DELETE", `/upload/files/${await idOf("lumen-and-lark-share.jpg")}`),
      'Cannot delete the image "lumen-and-lark-share.jpg": published content shows it in the page "Home" (social image); ' +
        "the site settings (default social image). " +
        "Choose another image there and publish, then delete it: the site would lose the image at its next build.",
    );
  });

  test("a bulk delete with one file in use deletes nothing, naming the file in use", async () => {
    const unused = await uploadImage(cms.url, jwt, { name: "bulk-unused.png", bytes: PNG, alternativeText: "A dot" });
    const answer = await call("POST", "/upload/actions/bulk-delete", { fileIds: [unused, await idOf("hero-home.jpg")] });
    refused(
      answer,
      'Cannot delete the image "hero-home.jpg": published content shows it in the page "Home" (hero image). ' +
        "Choose another image there and publish, then delete it: the site would lose the image at its next build.",
    );
    expect((await fileNamed("bulk-unused.png"))?.id).toBe(unused);

    refused(
      await call("POST", "/upload/actions/bulk-delete", { fileIds: [await idOf("hero-home.jpg"), unused, await idOf("cover-paid-social.jpg")] }),
      'Cannot delete 2 of these files: published content shows the image "cover-paid-social.jpg" in the blog post "Paid social on a small budget" (cover image); ' +
        'the image "hero-home.jpg" in the page "Home" (hero image). ' +
        "Choose another image there and publish, then delete it: the site would lose the image at its next build.",
    );
    expect((await fileNamed("bulk-unused.png"))?.id).toBe(unused);
  });

  test("a file only a draft shows, or none, is deleted", async () => {
    const cm = contentManager(cms.url, jwt);
    const draftOnly = await uploadImage(cms.url, jwt, { name: "draft-cover.png", bytes: PNG, alternativeText: "A dot" });
    const draft = await cm.create(POST, {
      title: "A draft with a cover",
      slug: "a-draft-with-a-cover",
      excerpt: "Not published.",
      body: "Text.",
      published_on: "2026-03-04",
      cover: draftOnly,
    });
    expect(draft.status).toBe(201);
    expect((await call("DELETE", `/upload/files/${draftOnly}`)).status).toBe(200);
    expect(await fileNamed("draft-cover.png")).toBeUndefined();

    const unused = await uploadImage(cms.url, jwt, { name: "never-used.png", bytes: PNG });
    expect((await call("POST", "/upload/actions/bulk-delete", { fileIds: [unused] })).status).toBe(200);
    expect(await fileNamed("never-used.png")).toBeUndefined();
  });
});

describe("clearing the alternative text of an image the site shows", () => {
  test("a cover's: refused, naming the post; the text stays; a new text is accepted", async () => {
    const id = await idOf("cover-paid-social.jpg");
    refused(
      await editAlt(id, ""),
      'Cannot clear the alternative text of the image "cover-paid-social.jpg": the blog post "Paid social on a small budget" (cover image) needs it. ' +
        "The site gives this text to screen-reader users in place of the image: write a new one instead.",
    );
    refused(
      await editAlt(id, "   "),
      'Cannot clear the alternative text of the image "cover-paid-social.jpg": the blog post "Paid social on a small budget" (cover image) needs it. ' +
        "The site gives this text to screen-reader users in place of the image: write a new one instead.",
    );
    expect((await fileNamed("cover-paid-social.jpg"))?.alternativeText).toBe("A bright grid of campaign tiles");
    expect(await setAlternativeText(cms.url, jwt, id, "Coins on a phone, teal and coral")).toBe(200);
    expect((await fileNamed("cover-paid-social.jpg"))?.alternativeText).toBe("Coins on a phone, teal and coral");
  });

  test("the logo's and a hero's: refused, naming the site settings and the page", async () => {
    refused(
      await editAlt(await idOf("lumen-and-lark-logo.png"), ""),
      'Cannot clear the alternative text of the image "lumen-and-lark-logo.png": the site settings (logo) needs it. ' +
        "The site gives this text to screen-reader users in place of the image: write a new one instead.",
    );
    refused(
      await editAlt(await idOf("hero-home.jpg"), ""),
      'Cannot clear the alternative text of the image "hero-home.jpg": the page "Home" (hero image) needs it. ' +
        "The site gives this text to screen-reader users in place of the image: write a new one instead.",
    );
  });

  test("a social image's (the site does not render its text): accepted", async () => {
    const id = await idOf("lumen-and-lark-share.jpg");
    const before = (await fileNamed("lumen-and-lark-share.jpg"))?.alternativeText ?? "";
    expect((await editAlt(id, "")).status).toBe(200);
    expect((await fileNamed("lumen-and-lark-share.jpg"))?.alternativeText).toBe("");
    expect(await setAlternativeText(cms.url, jwt, id, before)).toBe(200);
  });
});

describe("replacing a file that published content shows", () => {
  test("goes ahead, as the Media Library sends it; the post keeps the file, and the used-by answer names its page", async () => {
    const id = await uploadImage(cms.url, jwt, { name: "replaced-cover.png", bytes: PNG, alternativeText: "A dot" });
    const post = await contentManager(cms.url, jwt).createPublished(POST, {
      title: "A post whose cover is replaced",
      slug: "a-post-whose-cover-is-replaced",
      excerpt: "Replaced.",
      body: "Text.",
      published_on: "2026-03-05",
      cover: id,
    });
    expect(post.status).toBe(200);

    const form = new FormData();
    form.append("files", new Blob([PNG], { type: "image/png" }), "replaced-cover.png");
    form.append("fileInfo", JSON.stringify({ name: "replaced-cover.png" }));
    const replaced = await fetch(`${cms.url}/upload/files/${id}/replace`, { method: "POST", headers: { Authorization: `Bearer ${jwt}` }, body: form });
    expect([replaced.status, ((await replaced.json()) as MediaFile).id]).toEqual([200, id]);

    const { body } = await call<{ data: UsedBy }>("GET", `/media-usage/files/${id}`);
    expect(body.data.usedBy.map(({ title, published, path }) => ({ title, published, path }))).toEqual([
      { title: "A post whose cover is replaced", published: true, path: "/blog/a-post-whose-cover-is-replaced/" },
    ]);
  });
});

interface UsedBy {
  name: string;
  alternativeText: string;
  usedBy: Array<{
    uid: string;
    kind: string;
    title: string;
    published: boolean;
    draft: boolean;
    path: string | null;
    fields: Array<{ label: string; needsAltText: boolean }>;
  }>;
}

describe('"Used by"', () => {
  test("a file: every entry that shows it, its state, its live path and fields", async () => {
    const { status, body } = await call<{ data: UsedBy }>("GET", `/media-usage/files/${await idOf("lumen-and-lark-share.jpg")}`);
    expect(status).toBe(200);
    expect(body.data.usedBy.map(({ uid, kind, title, published, draft, path, fields }) => ({ uid, kind, title, published, draft, path, fields }))).toEqual([
      {
        uid: "api::page.page",
        kind: "page",
        title: "Home",
        published: true,
        draft: true,
        path: "/",
        fields: [{ label: "social image", needsAltText: false }],
      },
      {
        uid: "api::configuration.configuration",
        kind: "site settings",
        title: "",
        published: true,
        draft: true,
        // The site settings have no page of their own.
        path: null,
        fields: [{ label: "default social image", needsAltText: false }],
      },
    ]);
  });

  test("an entry: each of its files with the entries that use it", async () => {
    const cm = contentManager(cms.url, jwt);
    const [post] = await cm.findDrafts(POST, "slug", "paid-social-on-a-small-budget");
    const { status, body } = await call<{ data: UsedBy[] }>("GET", `/media-usage/entries/${POST}/${post?.documentId}`);
    expect(status).toBe(200);
    expect(body.data.map((file) => [file.name, file.usedBy.map((use) => `${use.kind} ${use.title}: ${use.fields.map((f) => f.label).join(", ")}`)])).toEqual([
      ["cover-paid-social.jpg", ["blog post Paid social on a small budget: cover image"]],
    ]);
  });

  test("needs an admin session: refused without one", async () => {
    expect((await request(`${cms.url}/media-usage/files/1`)).status).toBe(401);
  });
});
