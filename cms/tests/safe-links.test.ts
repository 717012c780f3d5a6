/**
 * Unsafe links are refused when they are saved (docs/content-model.md, "What the CMS refuses"), by the rule the site's
 * build and browser apply (cms/src/contract/safe-url.ts): a real Strapi with the full seed, edited as the admin panel
 * does (content manager, navigation plugin). Every refusal is checked by its literal status and message; beside each,
 * a safe link the same rule lets through.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { startFullCms } from "./support/sparse-cms";
import { adminLogin, request, type Json } from "./support/api";
import { contentManager, type CmAnswer } from "./support/content-manager";

const PAGE = "api::page.page";
const POST = "api::blog-post.blog-post";
const CONFIGURATION = "api::configuration.configuration";
const UNSAFE = "javascript://example.com/%0Aalert(1)";

const dir = mkdtempSync(join(tmpdir(), "cms-safe-links-test-"));
let cms: CmsHandle;
let jwt: string;
let cm: ReturnType<typeof contentManager>;

beforeAll(async () => {
  cms = await startFullCms(dir);
  jwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
  cm = contentManager(cms.url, jwt);
});

afterAll(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const refused = (answer: CmAnswer, message: string): void => {
  expect(answer.status).toBe(400);
  expect(answer.body.error).toMatchObject({ status: 400, name: "ValidationError", message });
};

/** A new entry saved: the content manager answers 201. */
const saved = (answer: CmAnswer): string => {
  expect([answer.status, answer.body.error]).toEqual([201, undefined]);
  return answer.body.data?.documentId ?? "";
};

describe("a navigation item's web address", () => {
  interface Navigation {
    documentId: string;
    slug: string;
    locale: string;
    items: Json[];
  }
  const externalItem = (title: string, externalPath: string, key: string) => ({
    title,
    type: "EXTERNAL",
    path: null,
    externalPath,
    uiRouterKey: key,
    menuAttached: true,
    order: 99,
    collapsed: false,
    related: null,
    audience: [],
    additionalFields: {},
    items: [],
  });
  const saveMain = async (item: Json) => {
    const all = (await request<Navigation[]>(`${cms.url}/navigation/`, { token: jwt })).body;
    const main = all.find((navigation) => navigation.slug === "main-navigation" && navigation.locale === "en") as Navigation;
    const full = (await request<Navigation>(`${cms.url}/navigation/${main.documentId}`, { token: jwt })).body;
    return request<{ error?: { status: number; name: string; message: string } }>(`${cms.url}/navigation/${main.documentId}`, {
      method: "PUT",
      token: jwt,
      body: JSON.stringify({ ...full, items: [...full.items, item] }),
    });
  };
  const rendered = async (key: string) =>
    (await request<Array<{ uiRouterKey: string; path?: string }>>(`${cms.url}/api/navigation/render/main-navigation?type=TREE`, { token: cms.token })).body
      .filter((item) => item.uiRouterKey === key)
      .map((item) => item.path);

  test("javascript:// is refused with the item and the navigation named; nothing is saved", async () => {
    const answer = await saveMain(externalItem("Special offer", UNSAFE, "safe-links-unsafe"));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      status: 400,
      name: "ValidationError",
      message:
        'The link "javascript://example.com/%0Aalert(1)" in the menu item "Special offer" of the navigation "Main navigation" cannot be used on the site: ' +
        "a link must start with http://, https://, mailto: or tel:, or be a path on this site such as /contact/. Change or remove it, then save again.",
    });
    expect(await rendered("safe-links-unsafe")).toEqual([]);
  });

  test("a new item is saved attached to the menu, whatever the form's default said", async () => {
    expect((await saveMain({ ...externalItem("Our newsletter", "/newsletter/", "safe-links-attached"), menuAttached: false })).status).toBe(200);
    const all = (await request<Navigation[]>(`${cms.url}/navigation/`, { token: jwt })).body;
    const main = all.find((navigation) => navigation.slug === "main-navigation" && navigation.locale === "en") as Navigation;
    const full = (await request<Navigation>(`${cms.url}/navigation/${main.documentId}`, { token: jwt })).body;
    expect(full.items.filter((item) => item.uiRouterKey === "safe-links-attached").map((item) => item.menuAttached)).toEqual([true]);
  });

  test("an https address is saved and rendered", async () => {
    expect((await saveMain(externalItem("Our podcast", "https://podcast.example.com/episodes", "safe-links-safe"))).status).toBe(200);
    expect(await rendered("safe-links-safe")).toEqual(["https://podcast.example.com/episodes"]);
  });
});

describe("links in rich text and in web-address fields", () => {
  const richText = (body: string) => ({ title: "Link check", slug: "link-check", content: [{ __component: "blocks.rich-text", body }] });

  test("a page's rich text: javascript:// refused, naming the page, the block and the field, and marking the field", async () => {
    const answer = await cm.create(PAGE, richText(`Read [our offer](${UNSAFE}) today.`));
    const message =
      'The link "javascript://example.com/%0Aalert(1)" in "Link check" (Content › block 1 (Rich text) › Text) cannot be used on the site: ' +
      "a link must start with http://, https://, mailto: or tel:, or be a path on this site such as /contact/. Change or remove it, then save again.";
    refused(answer, message);
    expect(answer.body.error?.details?.errors).toEqual([{ path: ["content", "0", "body"], message, name: "ValidationError" }]);
    expect(await cm.findDrafts(PAGE, "slug", "link-check")).toEqual([]);
  });

  test("a page's rich text: https, mailto and a path on the site are saved", async () => {
    saved(await cm.create(PAGE, richText("Read [our offer](https://example.com/offer), [write](mailto:hello@example.com) or [call](/contact/).")));
  });

  test("the same address written as HTML with a character reference, in a post's body, is refused too", async () => {
    refused(
      await cm.create(POST, { title: "Link check post", slug: "link-check-post", body: 'See <a href="java&#115;cript:alert(1)">this</a>.' }),
      'The link "javascript:alert(1)" in "Link check post" (Body) cannot be used on the site: ' +
        "a link must start with http://, https://, mailto: or tel:, or be a path on this site such as /contact/. Change or remove it, then save again.",
    );
  });

  test("a link in code is text, not a link: saved", async () => {
    saved(await cm.create(POST, { title: "Code post", slug: "code-post", body: "Never write `[x](javascript:alert(1))` in a link." }));
  });

  test("a hero's call to action with a javascript: web address is refused; an https one is saved", async () => {
    const hero = (url: string) => ({
      title: "Hero link check",
      slug: "hero-link-check",
      content: [{ __component: "blocks.hero", heading: "Hello", primary_cta: { label: "Go", url } }],
    });
    refused(
      await cm.create(PAGE, hero("javascript:alert(document.cookie)")),
      'The link "javascript:alert(document.cookie)" in "Hero link check" (Content › block 1 (Hero) › Main call to action › Web address) cannot be used on the site: ' +
        "a link must start with http://, https://, mailto: or tel:, or be a path on this site such as /contact/. Change or remove it, then save again.",
    );
    saved(await cm.create(PAGE, hero("https://example.com/")));
  });

  test("the site settings' cookie dialog text is checked as well", async () => {
    refused(
      await cm.updateSingle(CONFIGURATION, { cookie_consent_interstitial_wysiwyg: `Read our [cookie policy](${UNSAFE}).` }),
      'The link "javascript://example.com/%0Aalert(1)" in the site settings (Cookie dialog text) cannot be used on the site: ' +
        "a link must start with http://, https://, mailto: or tel:, or be a path on this site such as /contact/. Change or remove it, then save again.",
    );
  });
});
