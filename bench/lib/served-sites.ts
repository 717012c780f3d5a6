import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../scripts/lib/child";
import { startCms } from "../../scripts/lib/cms-process";
import { takeMachineTestLock } from "../../scripts/lib/test-lock";
import { buildSite } from "../../scripts/lib/site-build";
import { ARTIFACTS, ROOT } from "../../scripts/lib/test-suites";
import { startStaticServer } from "@agency/publisher/serve/static-server";
import { buildBlankGatsby } from "./blank-gatsby";
import { packageVersion } from "./machine";
import { BLANK_HOME, MEASURED_PAGES, type BenchPage } from "./pages";

export interface ServedSites {
  /** The full-seed site, served like production (the publisher's static server). */
  site: string;
  /** The blank two-page Gatsby site of the same Gatsby version, served the same way. */
  blank: string;
  gatsbyVersion: string;
}

/** The blank site's home first, then the measured pages of the full-seed site, each with the origin that serves it. */
export function pagesBesideBlank(sites: ServedSites): [BenchPage, string][] {
  return [[BLANK_HOME, sites.blank], ...MEASURED_PAGES.map((page): [BenchPage, string] => [page, sites.site])];
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/**
 * Builds the full-seed site (a real Strapi with the full seed profile, `gatsby clean && gatsby build` into public/,
 * as `npm test` does) and the blank Gatsby site, serves both with the publisher's static server, and runs `body`.
 * The CMS is stopped before `body`, so nothing but the two static servers runs while it measures.
 * BENCH_SITE_DIR / BENCH_BLANK_DIR serve an existing build instead (to work on a part without rebuilding).
 * Takes the test lock, since it builds into public/ like the test command.
 */
export async function withServedSites<T>(body: (sites: ServedSites) => Promise<T>): Promise<T> {
  const lock = await timed("waiting for the test lock", () => takeMachineTestLock("another test or bench run on this machine", 40 * 60_000));
  const tmp = mkdtempSync(join(tmpdir(), "bench-sites-"));
  const closers: (() => Promise<void>)[] = [];
  try {
    const sitePort = await freePort();
    const blankDir = process.env.BENCH_BLANK_DIR ?? (await timed("blank Gatsby site build", () => buildBlankGatsby(join(tmp, "blank"))));
    const siteDir = process.env.BENCH_SITE_DIR ?? (await timed("full-seed site build (CMS boot, gatsby clean + build)", () => buildFullSite(tmp, sitePort)));
    const site = await startStaticServer({ root: siteDir, port: sitePort });
    closers.push(site.close);
    const blank = await startStaticServer({ root: blankDir, port: await freePort() });
    closers.push(blank.close);
    return await body({ site: site.url, blank: blank.url, gatsbyVersion: packageVersion("gatsby") });
  } finally {
    for (const close of closers.reverse()) await close();
    rmSync(tmp, { recursive: true, force: true });
    await lock.release();
  }
}

async function timed<T>(what: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await step();
  console.log(`[bench] ${what}: ${seconds(started)}`);
  return result;
}

/** The full seed built into public/ for a site served at `port` (its URLs, canonical links and sitemap name that origin). */
async function buildFullSite(tmp: string, port: number): Promise<string> {
  const cms = await startCms({
    port: await freePort(),
    dbFile: join(tmp, "cms", "data.db"),
    tokenFile: join(tmp, "cms", "site-api-token"),
    profile: "full",
    serveAdmin: false,
    log: join(ARTIFACTS, "cms-bench.log"),
  });
  try {
    const built = await buildSite("bench", { strapiUrl: cms.url, strapiToken: cms.token, siteUrl: `http://127.0.0.1:${port}` });
    if (!built) throw new Error(`the full-seed site did not build; see ${join(ARTIFACTS, "build-bench.log")}`);
  } finally {
    await cms.stop();
  }
  return join(ROOT, "public");
}
