/**
 * The full seed's French content against a real Strapi: the French pages under their French slugs, published,
 * parents in French, three French posts (and an English-only one with no French version at all), the French
 * settings beside the untouched English ones, and the French versions of the navigations with French labels.
 * Run: npm test -- --only=cms --grep=seed-french
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { startFullCms } from "./support/sparse-cms";
import { adminLogin, qs, request, type NavItem } from "./support/api";

interface Entry {
  documentId: string;
  slug: string;
  title: string;
  locale: string;
  publishedAt: string | null;
  parent?: { slug: string } | null;
}

const dir = mkdtempSync(join(tmpdir(), "cms-seed-french-test-"));
let cms: CmsHandle;

beforeAll(async () => {
  cms = await startFullCms(dir);
});

afterAll(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const list = async (type: string, params: Record<string, unknown>): Promise<Entry[]> => {
  const answer = await request<{ data: Entry[] }>(`${cms.url}/api/${type}?${qs({ pagination: { pageSize: 100 }, ...params })}`, { token: cms.token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

test("GET /api/pages?locale=fr lists every French page by its French slug, parents in French", async () => {
  const pages = await list("pages", { locale: "fr", populate: { parent: { fields: ["slug"] } }, sort: "slug" });
  expect(pages.map((page) => [page.slug, page.parent?.slug ?? null, page.locale])).toEqual([
    ["a-propos", null, "fr"],
    ["conditions-utilisation", null, "fr"],
    ["confidentialite", null, "fr"],
    ["contact", null, "fr"],
    ["emailing", "numerique", "fr"],
    ["equipe", "a-propos", "fr"],
    ["harbour-and-pine", "realisations", "fr"],
    ["home", null, "fr"],
    ["marketing-de-contenu", "numerique", "fr"],
    ["mesure", "numerique", "fr"],
    ["northfield-physio", "realisations", "fr"],
    ["numerique", "services", "fr"],
    ["politique-cookies", null, "fr"],
    ["publicite-sociale", "numerique", "fr"],
    ["realisations", null, "fr"],
    ["seo", "numerique", "fr"],
    ["services", null, "fr"],
    ["strategie-de-marque", "services", "fr"],
    ["tally", "realisations", "fr"],
  ]);
});

test("the French home page and cookie policy are published translations of the English ones", async () => {
  for (const [english, french, title] of [
    ["home", "home", "Accueil"],
    ["cookie-policy", "politique-cookies", "Politique de cookies"],
  ]) {
    const [en] = await list("pages", { filters: { slug: { $eq: english } } });
    const [fr] = await list("pages", { locale: "fr", filters: { slug: { $eq: french } } });
    expect([fr?.title, fr?.documentId, typeof fr?.publishedAt]).toEqual([title, en!.documentId, "string"]);
  }
});

test("three posts are in French; an English-only post has no French version, not even a draft", async () => {
  const french = await list("blog-posts", { locale: "fr", sort: "slug", fields: ["slug", "title"], populate: { cover: { fields: ["name"] } } });
  expect(french.map((post) => post.slug)).toEqual([
    "consentement-cookies-sans-perdre-vos-donnees",
    "quand-renouveler-votre-marque",
    "seo-local-entreprises-de-services",
  ]);
  // The shared fields are the English post's, in both versions (a translation saved without them would empty them).
  const [english] = await list("blog-posts", { filters: { slug: { $eq: "when-to-refresh-your-brand" } }, populate: { cover: { fields: ["name"] } } });
  const frenchBrand = french.find((post) => post.slug === "quand-renouveler-votre-marque");
  expect([english, frenchBrand].map((post) => (post as unknown as { cover: { name: string } }).cover.name)).toEqual([
    "cover-brand-refresh.jpg",
    "cover-brand-refresh.jpg",
  ]);

  const [englishOnly] = await list("blog-posts", { filters: { slug: { $eq: "email-marketing-is-not-dead" } } });
  const jwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
  const answer = await request<{ meta: { availableLocales: Array<{ locale: string }> } }>(
    `${cms.url}/content-manager/collection-types/api::blog-post.blog-post/${englishOnly!.documentId}?locale=en`,
    { token: jwt },
  );
  expect([answer.status, answer.body.meta.availableLocales.map((version) => version.locale)]).toEqual([200, []]);
});

interface Linked {
  slug: string;
  author: { slug: string; name: string; role: string; locale: string } | null;
  category: { slug: string; name: string; locale: string } | null;
  tags: Array<{ slug: string; locale: string }>;
}

test("the French posts link the French versions of their English post's author, category and tags", async () => {
  const answer = await request<{ data: Linked[] }>(
    `${cms.url}/api/blog-posts?${qs({
      locale: "fr",
      sort: "slug",
      fields: ["slug"],
      populate: {
        author: { fields: ["slug", "name", "role", "locale"] },
        category: { fields: ["slug", "name", "locale"] },
        tags: { fields: ["slug", "locale"], sort: "slug" },
      },
    })}`,
    { token: cms.token },
  );
  expect(answer.status).toBe(200);
  expect(
    answer.body.data.map((post) => [
      post.slug,
      post.author && [post.author.slug, post.author.name, post.author.role, post.author.locale],
      post.category && [post.category.slug, post.category.name, post.category.locale],
      post.tags.map((tag) => `${tag.slug} (${tag.locale})`),
    ]),
  ).toEqual([
    [
      "consentement-cookies-sans-perdre-vos-donnees",
      ["samuel-osei", "Samuel Osei", "Analyste principal", "fr"],
      ["strategie", "Stratégie", "fr"],
      ["confidentialite (fr)", "mesure (fr)"],
    ],
    [
      "quand-renouveler-votre-marque",
      ["hannah-lindqvist", "Hannah Lindqvist", "Responsable des contenus", "fr"],
      ["marque", "Marque", "fr"],
      ["identite (fr)", "petites-entreprises (fr)"],
    ],
    [
      "seo-local-entreprises-de-services",
      ["grace-okafor", "Grace Okafor", "Responsable du référencement", "fr"],
      ["referencement", "Référencement", "fr"],
      ["petites-entreprises (fr)", "recherche-locale (fr)"],
    ],
  ]);
});

test("every category, tag and author is published in French under its French slug (an author keeps theirs)", async () => {
  const slugs = async (type: string) => (await list(type, { locale: "fr", sort: "slug", fields: ["slug"] })).map((entry) => entry.slug);
  expect(await slugs("categories")).toEqual(["contenu", "marque", "publicite", "referencement", "strategie"]);
  expect(await slugs("tags")).toEqual([
    "budgets",
    "confidentialite",
    "e-mail",
    "identite",
    "mesure",
    "petites-entreprises",
    "planification",
    "recherche-locale",
  ]);
  expect(await slugs("authors")).toEqual(["daniel-kowalski", "grace-okafor", "hannah-lindqvist", "priya-raman", "samuel-osei", "tom-ashworth"]);
});

test("the French settings are published beside the English ones, with the French consent texts", async () => {
  const read = async (locale: string) =>
    (
      await request<{ data: { cookie_consent_interstitial_heading: string; email: string; enquiries: { privacy_page: { slug: string } } } }>(
        `${cms.url}/api/configuration?${qs({ locale, populate: { enquiries: { populate: { privacy_page: { fields: ["slug"] } } } } })}`,
        { token: cms.token },
      )
    ).body.data;
  const [en, fr] = [await read("en"), await read("fr")];
  expect([en.cookie_consent_interstitial_heading, en.email, en.enquiries.privacy_page.slug]).toEqual([
    "Your privacy, your choice",
    "hello@lumenandlark.co.uk",
    "privacy-policy",
  ]);
  expect([fr.cookie_consent_interstitial_heading, fr.email, fr.enquiries.privacy_page.slug]).toEqual([
    "Votre vie privée, votre choix",
    "hello@lumenandlark.co.uk",
    "confidentialite",
  ]);
});

const render = async (slug: string, locale: string): Promise<NavItem[]> => {
  const answer = await request<NavItem[]>(`${cms.url}/api/navigation/render/${slug}?type=TREE&locale=${locale}`, { token: cms.token });
  expect(answer.status).toBe(200);
  return answer.body;
};
const outline = (items: NavItem[]): unknown[] =>
  items.map((item) => [item.title, item.path, item.related?.slug ?? null, ...(item.items?.length ? [outline(item.items)] : [])]);

test("the French main navigation renders with French labels, linking the French pages", async () => {
  expect(outline(await render("main-navigation", "fr"))).toEqual([
    [
      "Services",
      "/services",
      "services",
      [
        ["Marketing numérique", "/services/numerique", "numerique"],
        ["Référencement naturel", "/services/numerique/seo", "seo"],
        ["Publicité sociale", "/services/numerique/publicite-sociale", "publicite-sociale"],
        ["Emailing", "/services/numerique/emailing", "emailing"],
        ["Marketing de contenu", "/services/numerique/marketing-de-contenu", "marketing-de-contenu"],
        ["Mesure de la performance", "/services/numerique/mesure", "mesure"],
        ["Stratégie de marque", "/services/strategie-de-marque", "strategie-de-marque"],
      ],
    ],
    [
      "Réalisations",
      "/realisations",
      "realisations",
      [
        ["Harbour & Pine", "/realisations/harbour-and-pine", "harbour-and-pine"],
        ["Northfield Physio", "/realisations/northfield-physio", "northfield-physio"],
        ["Tally", "/realisations/tally", "tally"],
      ],
    ],
    ["À propos", "/a-propos", "a-propos", [["L’équipe", "/a-propos/equipe", "equipe"]]],
    ["Blog", "/fr/blog/", null],
    ["Contact", "/contact", "contact"],
  ]);
  // The English version keeps its own items.
  expect((await render("main-navigation", "en")).map((item) => item.title)).toEqual(["Services", "Our work", "About", "Blog", "Contact"]);
});

test("the French footer and legal navigations link the French pages", async () => {
  expect(outline(await render("footer-navigation", "fr"))).toEqual([
    ["Services", "/services", "services"],
    ["Marketing numérique", "/services/numerique", "numerique"],
    ["SEO", "/services/numerique/seo", "seo"],
    ["Publicité sociale", "/services/numerique/publicite-sociale", "publicite-sociale"],
    ["Emailing", "/services/numerique/emailing", "emailing"],
    ["Marketing de contenu", "/services/numerique/marketing-de-contenu", "marketing-de-contenu"],
    ["Mesure de la performance", "/services/numerique/mesure", "mesure"],
    ["Stratégie de marque", "/services/strategie-de-marque", "strategie-de-marque"],
    ["Nos réalisations", "/realisations", "realisations"],
    ["Blog", "/fr/blog/", null],
    ["Qui sommes-nous", "/a-propos", "a-propos"],
    ["Contact", "/contact", "contact"],
    ["Recrutement", "https://www.linkedin.com/company/lumen-and-lark/jobs", null],
  ]);
  expect(outline(await render("legal-navigation", "fr"))).toEqual([
    ["Politique de confidentialité", "/confidentialite", "confidentialite"],
    ["Conditions d’utilisation", "/conditions-utilisation", "conditions-utilisation"],
    ["Politique de cookies", "/politique-cookies", "politique-cookies"],
  ]);
});
