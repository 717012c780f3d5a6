/**
 * Every test suite of the product, in order, against real processes: unit tests, the CMS against a real
 * Strapi, the site built from a real seeded Strapi (sparse and full seed profiles), end-to-end tests in
 * Chromium against the built site served like production, and the publisher. Ends with "N passed, N failed".
 *
 * `npm test -- --only=unit,e2e --grep=consent` runs a subset (suites: unit, publisher, cms, sparse, e2e, develop, publish, production;
 * --grep and --update-snapshots are passed to Playwright). Every run, whatever the subset, first lints, checks formatting and unused code,
 * and type-checks every package. The summary counts tests; a failed check (build, lint, types) adds one failure.
 * Runs on one machine take turns (a lock file), since each builds into public/.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./lib/child";
import { ensureChromium } from "./lib/chromium-launch";
import { startCms, type CmsHandle, type CmsOptions } from "./lib/cms-process";
import { takeMachineTestLock } from "./lib/test-lock";
import { startMailCatcher } from "./lib/mail-catcher";
import { buildSite } from "./lib/site-build";
import { ARTIFACTS, banner, checkResult, printSummary, ROOT, runCheck, runJestSuite, runPlaywrightSuite, type SuiteResult } from "./lib/test-suites";
import { startStaticServer } from "../publisher/src/serve/static-server";

const E2E_GTM_ID = "GTM-E2ETEST";
const only = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const wanted = (name: string) => !only || only.includes(name);
// --grep and --update-snapshots (new visual baselines, tests/e2e/visual) are handed to Playwright.
const grep = process.argv.filter((arg) => arg.startsWith("--grep=") || arg === "--update-snapshots");

async function withCms<T>(label: string, options: CmsOptions, body: (cms: CmsHandle) => Promise<T>): Promise<T | undefined> {
  const dir = mkdtempSync(join(tmpdir(), `agency-cms-${label}-`));
  let cms: CmsHandle | undefined;
  try {
    banner(`booting the CMS (${label} seed profile)`);
    cms = await startCms({
      port: await freePort(),
      dbFile: join(dir, "data.db"),
      tokenFile: join(dir, "site-api-token"),
      serveAdmin: false,
      log: join(ARTIFACTS, `cms-${label}.log`),
      ...options,
    });
    return await body(cms);
  } finally {
    await cms?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);
const SITE_TYPES = join(ROOT, "src", "gatsby-types.d.ts");

/** What every run checks before any test: lint (with the architecture's import boundaries), format, dead code, types. */
async function staticChecks(): Promise<SuiteResult[]> {
  banner("lint, format, unused code, types (publisher, cms)");
  return [
    await runCheck("ESLint: import boundaries, hooks, accessibility", bin("eslint"), [".", "--max-warnings=0"]),
    await runCheck("Prettier: every package formatted", bin("prettier"), ["--check", "."]),
    await runCheck("knip: no unused files, exports, dependencies", bin("knip"), []),
    await runCheck("TypeScript strict: publisher", bin("tsc"), ["--noEmit", "-p", "publisher/tsconfig.json"]),
    await runCheck("TypeScript strict: cms", join(ROOT, "cms", "node_modules", ".bin", "tsc"), ["--noEmit", "-p", "cms/tsconfig.json"]),
    await runCheck("TypeScript strict: cms admin (app)", join(ROOT, "cms", "node_modules", ".bin", "tsc"), ["--noEmit", "-p", "cms/src/admin/tsconfig.json"]),
    await runCheck("TypeScript strict: cms admin (publishing panel)", join(ROOT, "cms", "node_modules", ".bin", "tsc"), [
      "--noEmit",
      "-p",
      "cms/src/plugins/publishing/admin/tsconfig.json",
    ]),
    await runCheck("TypeScript strict: cms admin (enquiry export)", join(ROOT, "cms", "node_modules", ".bin", "tsc"), [
      "--noEmit",
      "-p",
      "cms/src/plugins/enquiry-export/admin/tsconfig.json",
    ]),
  ];
}

/** The site's types include the GraphQL types that `gatsby build` generates (typegen), so this runs after a build. */
async function siteTypecheck(): Promise<SuiteResult> {
  banner("type checking the site, its tests and scripts");
  return runCheck("TypeScript strict: site (with typegen), tests, scripts", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]);
}

async function main(): Promise<number> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Playwright and the publisher's browser tests read CHROMIUM_PATH (see chromium-launch.ts).
  process.env.CHROMIUM_PATH = ensureChromium();
  const lock = await takeMachineTestLock("another test run on this machine", 40 * 60_000);
  try {
    return await runSuites();
  } finally {
    await lock.release();
  }
}

async function runSuites(): Promise<number> {
  const results: SuiteResult[] = [];
  const record = (result: SuiteResult) => results.push(result);
  let siteTypesChecked = false;
  const checkSiteTypes = async () => {
    if (siteTypesChecked) return;
    siteTypesChecked = true;
    record(await siteTypecheck());
  };

  results.push(...(await staticChecks()));
  // A run that builds no site type-checks it with the types of an earlier build; with none yet, it builds the sparse one.
  const buildsSite = wanted("sparse") || wanted("e2e") || wanted("develop");
  if (!buildsSite && existsSync(SITE_TYPES)) await checkSiteTypes();
  const sparse = wanted("sparse") || !existsSync(SITE_TYPES);

  if (wanted("unit")) record(await runJestSuite("unit (site rules and components)", "jest.config.cjs"));
  if (wanted("publisher") && existsSync(join(ROOT, "publisher/tests/jest.config.cjs"))) {
    record(await runJestSuite("publisher (unit + integration)", "publisher/tests/jest.config.cjs"));
  }
  if (wanted("cms")) record(await runJestSuite("cms (real Strapi)", "cms/tests/jest.config.cjs"));

  if (sparse) {
    try {
      await withCms("sparse", { profile: "sparse" }, async (cms) => {
        const siteUrl = `http://127.0.0.1:${await freePort()}`;
        banner("building the site against the sparse seed profile");
        const built = await buildSite("sparse", { strapiUrl: cms.url, strapiToken: cms.token, siteUrl });
        record(checkResult("site builds against the sparse seed profile", built));
        if (built) await checkSiteTypes();
        if (built && wanted("sparse")) {
          rmSync(join(ARTIFACTS, "public-sparse"), { recursive: true, force: true });
          cpSync(join(ROOT, "public"), join(ARTIFACTS, "public-sparse"), { recursive: true });
          record(
            await runJestSuite("build output (sparse profile)", "tests/build/jest.config.cjs", {
              BUILD_DIR: join(ARTIFACTS, "public-sparse"),
              SEED_PROFILE: "sparse",
              CMS_URL: cms.url,
              CMS_TOKEN: cms.token,
              SITE_URL: siteUrl,
            }),
          );
        }
      });
    } catch (error) {
      console.error(error);
      record(checkResult("sparse profile: CMS boot", false));
    }
  }

  if (wanted("e2e") || wanted("develop")) {
    // The enquiry tests read what the CMS sent from a real SMTP server with an inbox (maildev).
    const mail = await startMailCatcher({ log: join(ARTIFACTS, "mail-catcher.log") });
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`;
    // The CMS accepts enquiries from the site's origin (SITE_URL). The e2e suite sends more enquiries from one address
    // than the default limit of five an hour allows (retries included); the limit itself is tested in cms/tests.
    const cmsEnv = { ...mail.cmsEnv, SITE_URL: siteUrl, ENQUIRY_RATE_LIMIT: "50" };
    try {
      await withCms("full", { profile: "full", env: cmsEnv }, async (cms) => {
        banner("building the site against the full seed profile");
        // A container id is set so the consent tests can see the tag script requested (they intercept it).
        const built = await buildSite("full", { strapiUrl: cms.url, strapiToken: cms.token, siteUrl, extra: { GATSBY_GTM_ID: E2E_GTM_ID } });
        record(checkResult("site builds against the full seed profile", built));
        if (!built) return;
        await checkSiteTypes();
        // Tests read a copy, so nothing that touches public/ later can pull files from under them.
        const site = join(ARTIFACTS, "public-full");
        rmSync(site, { recursive: true, force: true });
        cpSync(join(ROOT, "public"), site, { recursive: true });
        const env = {
          BUILD_DIR: site,
          SEED_PROFILE: "full",
          CMS_URL: cms.url,
          CMS_TOKEN: cms.token,
          CMS_ADMIN_EMAIL: cms.adminEmail,
          CMS_ADMIN_PASSWORD: cms.adminPassword,
          MAIL_INBOX_URL: mail.inboxUrl,
          SITE_URL: siteUrl,
          GATSBY_GTM_ID: E2E_GTM_ID,
        };
        if (wanted("e2e")) record(await runJestSuite("build output (full profile)", "tests/build/jest.config.cjs", env));
        const server = await startStaticServer({ root: site, port, tagManager: true });
        try {
          if (wanted("e2e")) record(await runPlaywrightSuite("e2e (Chromium, built site, real CMS)", grep, env));
        } finally {
          await server.close();
        }
        if (wanted("develop")) record(await runJestSuite("developers: gatsby develop + GraphiQL", "tests/develop/jest.config.cjs", env));
      });
    } catch (error) {
      console.error(error);
      record(checkResult("full profile: CMS boot", false));
    } finally {
      await mail.stop();
    }
  }

  if (wanted("publish")) {
    // Editors' loop end to end: real CMS, webhook, gatsby build, atomic release, served under CDN headers.
    record(await runJestSuite("publish → live (real CMS, webhook, build, release)", "publisher/tests/e2e/jest.config.cjs"));
  }

  if (wanted("production")) {
    // PostgreSQL 17 and an S3-compatible bucket started by the suite itself, production-mode CMS instances, a site build.
    record(await runJestSuite("production path (Postgres + S3, two CMS instances)", "cms/tests/production/jest.config.cjs"));
  }

  const { passed, failed } = printSummary(results);
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed > 0 || results.length === 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    console.log("0 passed, 1 failed");
    process.exit(1);
  },
);
