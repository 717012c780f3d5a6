/**
 * The CMS in two languages (docs/content-model.md, "Languages"), against a real Strapi seeded with the sparse profile:
 * the locales bootstrap creates, paths unique per locale, a French menu item refused while its page has no French
 * version, the redirect a French rename records, and the Preview link of a French page. Edits go through the content
 * manager and the navigation plugin's admin routes as the admin panel sends them, with `?locale=fr` where the
 * admin's locale switcher says French.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { verifyPreviewToken } from "../src/contract/preview-token";
import { startSparseCms } from "./support/sparse-cms";
import { adminLogin, qs, request, type Json } from "./support/api";
import type { CmAnswer } from "./support/content-manager";

const PAGE = "api::page.page";
const SECRET = "locales-test-preview-secret-0123456789";

const dir = mkdtempSync(join(tmpdir(), "cms-locales-test-"));
let cms: CmsHandle;
let jwt: string;

beforeAll(async () => {
  cms = await startSparseCms(dir, { env: { PUBLISHER_WEBHOOK_URL: "", PREVIEW_URL: "http://127.0.0.1:9555", PREVIEW_SECRET: SECRET } });
  jwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
});

afterAll(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const admin = <T = CmAnswer["body"]>(method: string, path: string, body?: unknown) =>
  request<T>(`${cms.url}${path}`, { method, token: jwt, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

const pages = `/content-manager/collection-types/${PAGE}`;
const inLocale = (locale: string) => `?${qs({ locale })}`;

/** The content manager's calls in one locale (the admin's locale switcher). */
const cm = {
  createPublished: (data: Json, locale = "en") => admin("POST", `${pages}/actions/publish${inLocale(locale)}`, data),
  create: (data: Json, locale = "en") => admin("POST", `${pages}${inLocale(locale)}`, data),
  /** Saves the document's version in `locale`, creating it when it has none ("Create French locale"). */
  save: (documentId: string, data: Json, locale: string) => admin("PUT", `${pages}/${documentId}${inLocale(locale)}`, data),
  publish: (documentId: string, data: Json, locale: string) => admin("POST", `${pages}/${documentId}/actions/publish${inLocale(locale)}`, data),
  unpublish: (documentId: string, locale: string) => admin("POST", `${pages}/${documentId}/actions/unpublish${inLocale(locale)}`, {}),
};

const ok = (answer: { status: number; body: CmAnswer["body"] }): string => {
  expect([answer.status, answer.body.error]).toEqual([expect.any(Number), undefined]);
  expect(answer.status).toBeLessThan(300);
  return answer.body.data?.documentId ?? "";
};

const refusal = (answer: { status: number; body: CmAnswer["body"] }) => ({ status: answer.status, message: answer.body.error?.message });

describe("locales", () => {
  test("bootstrap creates English (the default) and French", async () => {
    const answer = await admin<Array<{ code: string; isDefault: boolean }>>("GET", "/i18n/locales");
    expect(answer.status).toBe(200);
    expect(answer.body.map(({ code, isDefault }) => ({ code, isDefault })).sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: "en", isDefault: true },
      { code: "fr", isDefault: false },
    ]);
  });

  test("the site token reads every locale: one locale, or all of them at once", async () => {
    const documentId = ok(await cm.createPublished({ title: "Token check", slug: "i18n-token-check" }));
    ok(await cm.publish(documentId, { title: "Vérification", slug: "i18n-verification" }, "fr"));
    const read = async (locale: string) => {
      const answer = await request<{ data: Array<{ slug: string; locale: string }> }>(
        `${cms.url}/api/pages?${qs({ locale, filters: { documentId: { $eq: documentId } } })}`,
        { token: cms.token },
      );
      expect(answer.status).toBe(200);
      return answer.body.data.map(({ slug, locale: code }) => `${code}:${slug}`).sort();
    };
    expect(await read("fr")).toEqual(["fr:i18n-verification"]);
    expect(await read("*")).toEqual(["en:i18n-token-check", "fr:i18n-verification"]);
  });
});

describe("paths per locale", () => {
  test("the same path in two locales is fine; two French pages on one French path are refused", async () => {
    const english = ok(await cm.createPublished({ title: "Studio", slug: "i18n-studio" }));
    ok(await cm.publish(english, { title: "Le studio", slug: "i18n-studio" }, "fr"));
    expect(refusal(await cm.create({ title: "Atelier", slug: "i18n-studio" }, "fr"))).toEqual({
      status: 400,
      message: 'French page "Atelier" and French page "Le studio" would both claim the path /fr/i18n-studio/: choose another slug.',
    });
  });
});

interface Navigation {
  documentId: string;
  name: string;
  slug: string;
  locale: string;
  visible: boolean;
}

const contactItem = (documentId: string) => ({
  title: "Contact",
  type: "INTERNAL",
  path: "contact",
  externalPath: null,
  uiRouterKey: "i18n-test-contact",
  menuAttached: true,
  order: 99,
  collapsed: false,
  related: { __type: PAGE, documentId },
  audience: [],
  additionalFields: {},
  items: [],
});

describe("French navigation", () => {
  test("an item pointing at a page with no French version is refused, naming both; once translated it saves and renders", async () => {
    const page = ok(await cm.createPublished({ title: "Get in touch", slug: "i18n-get-in-touch" }));
    const all = await admin<Navigation[]>("GET", "/navigation/");
    const main = all.body.find((navigation) => navigation.slug === "main-navigation" && navigation.locale === "fr");
    expect(main).toBeDefined();
    const save = () => admin("PUT", `/navigation/${main!.documentId}`, { ...main, locale: "fr", items: [contactItem(page)] });

    expect(refusal(await save())).toEqual({
      status: 400,
      message:
        'The French menu item "Contact" points at the page "Get in touch", which has no French version: translate the page first or point the item elsewhere.',
    });

    ok(await cm.save(page, { title: "Nous écrire", slug: "i18n-nous-ecrire" }, "fr"));
    expect(refusal(await save())).toEqual({
      status: 400,
      message:
        'The French menu item "Contact" points at the page "Nous écrire", whose French version is not published: publish it first or point the item elsewhere.',
    });

    ok(await cm.publish(page, {}, "fr"));
    expect((await save()).status).toBe(200);
    const render = async (locale: string) =>
      (
        await request<Array<{ uiRouterKey: string; related?: { slug?: string } }>>(
          `${cms.url}/api/navigation/render/main-navigation?${qs({ type: "TREE", locale })}`,
          { token: cms.token },
        )
      ).body.filter((item) => item.uiRouterKey === "i18n-test-contact");
    expect((await render("fr")).map((item) => item.related?.slug)).toEqual(["i18n-nous-ecrire"]);
    expect(await render("en")).toEqual([]);

    // The French item now holds the French version; the English one is not linked in English and may go.
    expect(refusal(await cm.unpublish(page, "fr"))).toEqual({
      status: 400,
      message:
        'Cannot unpublish the French page "Nous écrire": navigation "Main navigation": the item "Contact" points at it. ' +
        "Change those links first: the site build refuses a link to a page that is missing or not published.",
    });
    ok(await cm.unpublish(page, "en"));
  });
});

describe("a French rename", () => {
  let page: string;

  beforeAll(async () => {
    page = ok(await cm.createPublished({ title: "Moving", slug: "i18n-moving" }));
    ok(await cm.publish(page, { title: "Déménager", slug: "i18n-demenager" }, "fr"));
  });

  test("records a redirect from the old French path to the new one, and none in English", async () => {
    ok(await cm.publish(page, { slug: "i18n-demenagement" }, "fr"));
    const answer = await request<{ data: Array<{ from: string; to: string; reason: string }> }>(
      `${cms.url}/api/redirects?${qs({ pagination: { pageSize: 100 } })}`,
      { token: cms.token },
    );
    expect(answer.body.data.filter((row) => row.from.includes("i18n-")).map(({ from, to, reason }) => ({ from, to, reason }))).toEqual([
      { from: "/fr/i18n-demenager/", to: "/fr/i18n-demenagement/", reason: "automatic" },
    ]);
  });

  test("the Preview link of the French version opens its /fr/ path; the English one its own", async () => {
    const previewPath = async (locale: string) => {
      const answer = await admin<{ data?: { url?: string } }>(
        "GET",
        `/content-manager/preview/url/${PAGE}?${qs({ documentId: page, locale, status: "draft" })}`,
      );
      expect(answer.status).toBe(200);
      return verifyPreviewToken(SECRET, new URL(answer.body.data?.url ?? "").searchParams.get("token") ?? "");
    };
    expect(await previewPath("fr")).toBe("/fr/i18n-demenagement/");
    expect(await previewPath("en")).toBe("/i18n-moving/");
  });
});
