import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prepareSiteCopy } from "@agency/shared/site-copy";
import { catalogueDifferences, type Catalogue } from "../support/catalogue-keys";

/**
 * docs/i18n.md says a language is added by one line in cms/src/contract/locales.ts plus its translations. This suite
 * does exactly that to a copy of the site (German), gives the real CMS the German locale and a German home page and
 * cookie policy through the admin API an editor uses, builds the copy, and reads routes and hreflang from the output.
 * The CMS is the sparse profile's (English only), so the output also shows that French, with no published home page
 * there, gets no pages at all.
 */
const ROOT = join(__dirname, "../..");
const CMS_URL = process.env.CMS_URL!;
const SITE_URL = (process.env.SITE_URL ?? "http://127.0.0.1:8000").replace(/\/+$/, "");
const PAGE = "api::page.page";

const GERMAN_LINE = `  { code: "de", name: "Deutsch", intl: "de-DE", ogLocale: "de_DE" },\n`;
/** A few German words, enough to see the page's own catalogue reach its HTML; the rest stays English in this fixture. */
const GERMAN_WORDS: Readonly<Record<string, string>> = {
  '"Skip to content"': '"Zum Inhalt springen"',
  '"page not translated, home page"': '"Seite nicht übersetzt, Startseite"',
};

let work = "";
let jwt = "";

async function admin<T>(method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${CMS_URL}${route}`, {
    method,
    headers: { Authorization: `Bearer ${jwt}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function replaceOnce(file: string, from: string, to: string): void {
  const text = readFileSync(file, "utf8");
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update this fixture and docs/i18n.md`);
  writeFileSync(file, text.replace(from, to));
}

/** The steps of docs/i18n.md, "Adding a language", done to the copy. */
function addGerman(site: string): void {
  replaceOnce(join(site, "cms/src/contract/locales.ts"), `  { code: "fr",`, `${GERMAN_LINE}  { code: "fr",`);
  let german = readFileSync(join(site, "src/i18n/messages/en.ts"), "utf8").replace("export const en = {", "export const de = {");
  for (const [english, translated] of Object.entries(GERMAN_WORDS)) german = german.replace(english, translated);
  writeFileSync(join(site, "src/i18n/messages/de.ts"), german);
  replaceOnce(
    join(site, "src/i18n/catalogues.ts"),
    `import { fr } from "./messages/fr";`,
    `import { fr } from "./messages/fr";\nimport { de } from "./messages/de";`,
  );
  replaceOnce(join(site, "src/i18n/catalogues.ts"), "{ en, fr }", "{ en, fr, de }");
  const messages = join(site, "cms/src/contract/enquiry-messages.ts");
  const text = readFileSync(messages, "utf8");
  const english = text.slice(text.indexOf("  en: {"), text.indexOf("  },\n", text.indexOf("  en: {")) + 5);
  replaceOnce(messages, english, `${english}${english.replace("  en: {", "  de: {")}`);
}

async function build(site: string): Promise<{ code: number; output: string }> {
  const child = spawn(join(site, "node_modules/.bin/gatsby"), ["build"], {
    cwd: site,
    env: { ...process.env, STRAPI_URL: CMS_URL, STRAPI_TOKEN: process.env.CMS_TOKEN, SITE_URL, BUILD_ID: "", GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.once("close", (exit) => resolve(exit ?? 1)));
  return { code, output };
}

/** A German version of the English page with this slug, saved and published as an editor does in the admin. */
async function translatePage(englishSlug: string, german: { title: string; slug: string }): Promise<void> {
  const list = await admin<{ results: { documentId: string; slug: string }[] }>(
    "GET",
    `/content-manager/collection-types/${PAGE}?page=1&pageSize=100&locale=en`,
  );
  const page = list.results.find((entry) => entry.slug === englishSlug);
  if (!page) throw new Error(`the CMS has no English page "${englishSlug}"`);
  await admin("PUT", `/content-manager/collection-types/${PAGE}/${page.documentId}?locale=de`, { ...german, content: [] });
  await admin("POST", `/content-manager/collection-types/${PAGE}/${page.documentId}/actions/publish?locale=de`, {});
}

const built = (path: string) => readFileSync(join(work, "public", path), "utf8");

beforeAll(async () => {
  const login = await fetch(`${CMS_URL}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: process.env.CMS_ADMIN_EMAIL, password: process.env.CMS_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
  jwt = ((await login.json()) as { data: { token: string } }).data.token;
  await admin("POST", "/i18n/locales", { code: "de", name: "German (de)", isDefault: false });
  await translatePage("home", { title: "Startseite", slug: "home" });
  await translatePage("cookie-policy", { title: "Cookie-Richtlinie", slug: "cookie-richtlinie" });

  work = prepareSiteCopy(ROOT, mkdtempSync(join(tmpdir(), "third-locale-")));
  addGerman(work);
  const result = await build(work);
  if (result.code !== 0) throw new Error(`the site with a third locale did not build (exit ${result.code}):\n${result.output.slice(-4000)}`);
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("a third language (German) added by configuration", () => {
  it("builds the German pages under /de/ in German, and no French ones where French has no home page", () => {
    expect(existsSync(join(work, "public/de/index.html"))).toBe(true);
    expect(existsSync(join(work, "public/de/cookie-richtlinie/index.html"))).toBe(true);
    expect(existsSync(join(work, "public/de/404.html"))).toBe(true);
    expect(existsSync(join(work, "public/fr/index.html"))).toBe(false);
    expect(existsSync(join(work, "public/fr/404.html"))).toBe(false);
    const home = built("de/index.html");
    expect(home).toMatch(/<html[^>]* lang="de"/);
    expect(home).toContain("Zum Inhalt springen");
    expect(home).toMatch(/<title[^>]*>Startseite \| Lumen &amp; Lark<\/title>/);
  });

  it("links the English and German homes to each other with hreflang, English as x-default", () => {
    const alternates = (html: string) =>
      // React writes the attribute as hrefLang; HTML attribute names are case-insensitive.
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((match) => `${match[1]} ${match[2]}`).sort();
    const expected = [`de ${SITE_URL}/de/`, `en ${SITE_URL}/`, `x-default ${SITE_URL}/`];
    expect(alternates(built("index.html"))).toEqual(expected);
    expect(alternates(built("de/index.html"))).toEqual(expected);
    expect(alternates(built("de/cookie-richtlinie/index.html"))).toEqual([
      `de ${SITE_URL}/de/cookie-richtlinie/`,
      `en ${SITE_URL}/cookie-policy/`,
      `x-default ${SITE_URL}/cookie-policy/`,
    ]);
  });

  it("offers German in the English home's language switcher, and lists German alternates in the sitemap", () => {
    expect(built("index.html")).toMatch(/<a[^>]* href="\/de\/"[^>]*hreflang="de"|<a[^>]*hreflang="de"[^>]* href="\/de\/"/i);
    expect(built("sitemap-0.xml")).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${SITE_URL}/de/"/>`);
  });

  it("checks the German catalogue against the English one: complete as built, and a missing key is named", () => {
    const load = (file: string, name: string) => (jest.requireActual(join(work, "src/i18n/messages", file)) as Record<string, Catalogue>)[name]!;
    const english = load("en.ts", "en");
    const german = load("de.ts", "de");
    expect(catalogueDifferences(english, german)).toEqual({ missing: [], extra: [], placeholders: [] });
    const { skipToContent: _dropped, ...site } = german.site!;
    expect(catalogueDifferences(english, { ...german, site })).toEqual({ missing: ["site.skipToContent"], extra: [], placeholders: [] });
  });
});
