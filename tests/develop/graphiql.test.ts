import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { freePort } from "../../scripts/lib/child";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium-launch";
import { waitUntil } from "@agency/shared/wait-for-health";

const ROOT = join(__dirname, "..", "..");
let develop: ChildProcess | undefined;
let url = "";
let output = "";

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  develop = spawn(join(ROOT, "node_modules", ".bin", "gatsby"), ["develop", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: ROOT,
    // Jest sets NODE_ENV=test, which gatsby develop's bundler refuses.
    env: { ...process.env, NODE_ENV: "development", STRAPI_URL: process.env.CMS_URL, STRAPI_TOKEN: process.env.CMS_TOKEN, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  develop.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  develop.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => develop!.once("exit", resolve));
  // Ready once GraphiQL's endpoint answers a query: the schema is built and the CMS's data sourced.
  const ready = await waitUntil(
    "gatsby develop's GraphiQL endpoint",
    async ({ timeoutMs }) => {
      try {
        const response = await fetch(`${url}/___graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ site { id } }" }),
          signal: AbortSignal.timeout(Math.min(timeoutMs, 10_000)),
        });
        await response.arrayBuffer();
        return response.ok || `HTTP ${response.status}`;
      } catch (error) {
        return (error as Error).message;
      }
    },
    { timeoutMs: 200_000, initialDelayMs: 500, maxDelayMs: 2_000, exited },
  );
  if (!ready.ok) throw new Error(`gatsby develop did not become ready (${ready.lastError}):\n${output.slice(-3000)}`);
});

afterAll(() => {
  // The whole process group: gatsby develop runs workers of its own.
  if (develop?.pid && develop.exitCode === null) process.kill(-develop.pid, "SIGTERM");
});

async function graphql<T>(query: string): Promise<T> {
  const response = await fetch(`${url}/___graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
  const json = (await response.json()) as { data: T; errors?: unknown[] };
  expect(json.errors).toBeUndefined();
  return json.data;
}

async function cms<T>(path: string): Promise<T> {
  const response = await fetch(`${process.env.CMS_URL}${path}`, { headers: { Authorization: `Bearer ${process.env.CMS_TOKEN}` } });
  return (await response.json()) as T;
}

test("GraphiQL at /___graphql answers a query for pages (each language's), posts, configuration and navigation from the CMS", async () => {
  const data = await graphql<{
    allStrapiPage: { nodes: { title: string; path: string }[] };
    french: { nodes: { title: string; path: string }[] };
    allStrapiBlogPost: { totalCount: number };
    strapiConfiguration: { structured_data_name: string };
    navigationMenu: { items: { title: string; path: string | null }[] };
  }>(`
    {
      allStrapiPage(filter: { publishedAt: { ne: null }, locale: { eq: "en" } }) {
        nodes {
          title
          path
        }
      }
      french: allStrapiPage(filter: { publishedAt: { ne: null }, locale: { eq: "fr" } }) {
        nodes {
          title
          path
        }
      }
      allStrapiBlogPost(filter: { locale: { eq: "en" } }) {
        totalCount
      }
      strapiConfiguration(locale: { eq: "en" }) {
        structured_data_name
      }
      navigationMenu(slug: { eq: "main-navigation" }, locale: { eq: "en" }) {
        items {
          title
          path
        }
      }
    }
  `);
  const pages = await cms<{ data: { title: string }[]; meta: { pagination: { total: number } } }>("/api/pages?pagination[pageSize]=100");
  const frenchPages = await cms<{ data: { title: string }[] }>("/api/pages?pagination[pageSize]=100&locale=fr");
  const posts = await cms<{ meta: { pagination: { total: number } } }>("/api/blog-posts");
  const configuration = await cms<{ data: { structured_data_name: string } }>("/api/configuration");
  const navigation = await cms<{ title: string }[]>("/api/navigation/render/main-navigation?type=TREE");

  expect(data.allStrapiPage.nodes.map((page) => page.title).sort()).toEqual(pages.data.map((page) => page.title).sort());
  expect(data.allStrapiPage.nodes.find((page) => page.path === "/")).toBeDefined();
  // Each translation is a node of its own, with its path under its language's prefix.
  expect(data.french.nodes.map((page) => page.title).sort()).toEqual(frenchPages.data.map((page) => page.title).sort());
  expect(data.french.nodes.find((page) => page.path === "/fr/services/numerique/seo/")?.title).toBe("Référencement naturel (SEO)");
  expect(data.allStrapiBlogPost.totalCount).toBe(posts.meta.pagination.total);
  expect(data.strapiConfiguration.structured_data_name).toBe(configuration.data.structured_data_name);
  expect(data.navigationMenu.items.map((item) => item.title)).toEqual(navigation.map((item) => item.title));
  expect(data.navigationMenu.items.every((item) => item.path?.startsWith("/"))).toBe(true);
});

test("a page opened in Chromium renders in the development runtime: the site's browser code starts before React renders (docs/runtime.md)", async () => {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // gatsby develop answers the first request only once its bundles are compiled, and then serves an empty page: the
    // heading is there only once the app has rendered. Both can take minutes on a busy machine (CI runs other suites
    // beside this one), so one deadline covers the two waits, and the navigation waits for the response, not "load".
    const deadline = Date.now() + 200_000;
    await page.goto(`${url}/services/digital/seo/`, { waitUntil: "commit", timeout: 200_000 });
    await page
      .getByRole("heading", { level: 1, name: "Be found by the people already looking for you" })
      .waitFor({ timeout: Math.max(1_000, deadline - Date.now()) });
    expect(errors).toEqual([]);
  } catch (error) {
    // What gatsby develop printed says whether it was still compiling or had failed.
    throw new Error(`${(error as Error).message}\ngatsby develop's last output:\n${output.slice(-3000)}`);
  } finally {
    await browser.close();
  }
});
