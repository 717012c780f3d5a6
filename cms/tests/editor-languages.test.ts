/**
 * The editors' admin in two languages (docs/editors.md, "Languages"), against a real Strapi seeded with the sparse
 * profile and a fixture HTTP server standing in for the publisher's webhook: what the "Missing in" column and the
 * "Translations" panel read from the content manager's answers, a French page named by its /fr/ address in the page
 * picker, the "Images used by" answer naming each translation's live path in its language, and the build trigger of
 * an editor's French publish. Edits go through the content manager as the admin panel sends them, `?locale=fr`
 * where the admin's locale menu says French.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitUntil } from "@agency/shared/wait-for-health";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { missingLocales } from "../src/admin/missing-translations";
import { adminLogin, qs, request, type Json } from "./support/api";
import { uploadImage, type CmAnswer } from "./support/content-manager";
import { startFixturePublisher, type FixturePublisher } from "./support/fixture-publisher";
import { startSparseCms } from "./support/sparse-cms";

const PAGE = "api::page.page";
const POST = "api::blog-post.blog-post";
const WEBHOOK_TOKEN = "editor-languages-webhook-token-4d1f";
/** A 1×1 PNG, enough for the media library to store an image. */
const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"));

const dir = mkdtempSync(join(tmpdir(), "cms-editor-languages-test-"));
let publisher: FixturePublisher;
let cms: CmsHandle;
let jwt: string;

beforeAll(async () => {
  publisher = await startFixturePublisher(WEBHOOK_TOKEN);
  cms = await startSparseCms(dir, { webhookUrl: publisher.webhookUrl, webhookToken: WEBHOOK_TOKEN });
  jwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
});

afterAll(async () => {
  await cms?.stop();
  await publisher?.close();
  rmSync(dir, { recursive: true, force: true });
});

const admin = <T = CmAnswer["body"]>(method: string, path: string, body?: unknown) =>
  request<T>(`${cms.url}${path}`, { method, token: jwt, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

const collection = (model: string) => `/content-manager/collection-types/${model}`;
const inLocale = (locale: string) => `?${qs({ locale })}`;

/** The content manager's calls in one locale (the admin's locale menu). */
const cm = {
  createPublished: (model: string, data: Json, locale = "en") => admin("POST", `${collection(model)}/actions/publish${inLocale(locale)}`, data),
  /** "Publish" on the document's version in `locale`, creating it when it has none (a new French version). */
  publish: (model: string, documentId: string, data: Json, locale: string) =>
    admin("POST", `${collection(model)}/${documentId}/actions/publish${inLocale(locale)}`, data),
  unpublish: (model: string, documentId: string, locale: string) =>
    admin("POST", `${collection(model)}/${documentId}/actions/unpublish${inLocale(locale)}`, {}),
};

const ok = (answer: { status: number; body: CmAnswer["body"] }): string => {
  expect([answer.status, answer.body.error]).toEqual([expect.any(Number), undefined]);
  expect(answer.status).toBeLessThan(300);
  return answer.body.data?.documentId ?? "";
};

describe("missing translations", () => {
  test("the list's rows and the edit view's answer say which languages an entry lacks, until it is translated", async () => {
    const page = ok(await cm.createPublished(PAGE, { title: "Our approach", slug: "lang-our-approach" }));
    type Row = { documentId: string; locale?: unknown; localizations?: Array<{ locale?: unknown }> };
    // The list view's request (one locale, as its locale menu says) and the edit view's.
    const listRow = async (locale: string) => {
      const answer = await admin<{ results: Row[] }>("GET", `${collection(PAGE)}?${qs({ page: 1, pageSize: 100, locale })}`);
      expect(answer.status).toBe(200);
      return answer.body.results.find((row) => row.documentId === page);
    };
    const editView = async (locale: string) => {
      const answer = await admin<{ data: { locale?: unknown }; meta: { availableLocales?: Array<{ locale?: unknown }> } }>(
        "GET",
        `${collection(PAGE)}/${page}${inLocale(locale)}`,
      );
      expect(answer.status).toBe(200);
      return answer.body;
    };

    const english = await listRow("en");
    expect(missingLocales(english?.locale, english?.localizations)).toEqual(["fr"]);
    const edited = await editView("en");
    expect(missingLocales(edited.data.locale, edited.meta.availableLocales)).toEqual(["fr"]);

    ok(await cm.publish(PAGE, page, { title: "Notre approche", slug: "lang-notre-approche" }, "fr"));
    const both = await listRow("en");
    expect(missingLocales(both?.locale, both?.localizations)).toEqual([]);
    const french = await listRow("fr");
    expect(missingLocales(french?.locale, french?.localizations)).toEqual([]);
    const editedFrench = await editView("fr");
    expect(missingLocales(editedFrench.data.locale, editedFrench.meta.availableLocales)).toEqual([]);
  });
});

describe("the page picker in French", () => {
  test("names each French page by its /fr/ address, found by its French title or slug", async () => {
    const services = ok(await cm.createPublished(PAGE, { title: "Marketing services", slug: "lang-services" }));
    const seo = ok(
      await cm.createPublished(PAGE, { title: "Search optimisation", slug: "lang-seo", parent: { connect: [{ documentId: services, locale: "en" }] } }),
    );
    ok(await cm.publish(PAGE, services, { title: "Services marketing", slug: "lang-services-fr" }, "fr"));
    ok(
      await cm.publish(
        PAGE,
        seo,
        { title: "Référencement naturel", slug: "lang-referencement", parent: { connect: [{ documentId: services, locale: "fr" }] } },
        "fr",
      ),
    );
    const choices = async (search: string, locale: string) => {
      const answer = await admin<{ results: Array<{ title: string }> }>(
        "GET",
        `/content-manager/relations/${PAGE}/parent?${qs({ pageSize: 10, page: 1, locale, _q: search })}`,
      );
      expect(answer.status).toBe(200);
      return answer.body.results.map((choice) => choice.title);
    };
    expect(await choices("Référencement", "fr")).toEqual(["Référencement naturel (/fr/lang-services-fr/lang-referencement/)"]);
    expect(await choices("lang-services-fr", "fr")).toEqual(["Services marketing (/fr/lang-services-fr/)"]);
    // The English picker keeps the English addresses.
    expect(await choices("lang-seo", "en")).toEqual(["Search optimisation (/lang-services/lang-seo/)"]);
  });
});

interface UsedBy {
  usedBy: Array<{ title: string; path: string | null; livePaths: Array<{ locale: string; path: string }> }>;
}

describe('"Images used by" in two languages', () => {
  test("a cover shared by a post's translations: each live translation at its path in its language", async () => {
    const cover = await uploadImage(cms.url, jwt, { name: "lang-cover.png", bytes: PNG, alternativeText: "A dot" });
    const fields = { excerpt: "Two languages.", body: "Text.", published_on: "2026-03-06", cover };
    const post = ok(await cm.createPublished(POST, { title: "Going bilingual", slug: "lang-going-bilingual", ...fields }));
    const usedBy = async () => {
      const answer = await admin<{ data: UsedBy }>("GET", `/media-usage/files/${cover}`);
      expect(answer.status).toBe(200);
      return answer.body.data.usedBy.map(({ title, path, livePaths }) => ({ title, path, livePaths }));
    };
    expect(await usedBy()).toEqual([
      { title: "Going bilingual", path: "/blog/lang-going-bilingual/", livePaths: [{ locale: "en", path: "/blog/lang-going-bilingual/" }] },
    ]);

    ok(await cm.publish(POST, post, { title: "Devenir bilingue", slug: "lang-devenir-bilingue", ...fields }, "fr"));
    expect(await usedBy()).toEqual([
      {
        title: "Going bilingual",
        path: "/blog/lang-going-bilingual/",
        livePaths: [
          { locale: "en", path: "/blog/lang-going-bilingual/" },
          { locale: "fr", path: "/fr/blog/lang-devenir-bilingue/" },
        ],
      },
    ]);
    // The entry's own panel reads the same answer for each of its files.
    const entry = await admin<{ data: UsedBy[] }>("GET", `/media-usage/entries/${POST}/${post}`);
    expect(entry.body.data.map((file) => file.usedBy.map((use) => use.livePaths.map((live) => live.path)))).toEqual([
      [["/blog/lang-going-bilingual/", "/fr/blog/lang-devenir-bilingue/"]],
    ]);

    // Live only in French: named by its French path.
    ok(await cm.unpublish(POST, post, "en"));
    expect(await usedBy()).toEqual([
      { title: "Going bilingual", path: "/fr/blog/lang-devenir-bilingue/", livePaths: [{ locale: "fr", path: "/fr/blog/lang-devenir-bilingue/" }] },
    ]);
  });
});

describe("the build's trigger", () => {
  test("an editor's publish of a French version names its language", async () => {
    const page = ok(await cm.createPublished(PAGE, { title: "Careers", slug: "lang-careers" }));
    const before = publisher.seen.length;
    ok(await cm.publish(PAGE, page, { title: "Carrières", slug: "lang-carrieres" }, "fr"));
    const triggers = () =>
      publisher.seen
        .slice(before)
        .filter((seen) => seen.method === "POST" && seen.path.startsWith("/webhook"))
        .map((seen) => JSON.parse(seen.body) as { event: string; trigger?: string })
        .filter((event) => event.event === "entry.publish")
        .map((event) => event.trigger);
    // The English publish's webhook may still be on its way: the French one is the one naming its title.
    const french = () => triggers().filter((trigger) => trigger?.includes("Carrières"));
    await waitUntil("the French publish's webhook", async () => french().length > 0 || "not received", {
      timeoutMs: 10_000,
      initialDelayMs: 50,
      maxDelayMs: 200,
    });
    expect(french()).toEqual(["Site Admin (admin@agency.local) published the French version of “Carrières”"]);
  });
});
