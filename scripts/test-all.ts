/**
 * Every test suite of the product against real processes: unit tests, the CMS against a real Strapi, the site
 * built from a real seeded Strapi (sparse and full seed profiles), end-to-end tests in Chromium against the built
 * site served like production, and the publisher. Three lanes run at once (runSuites says which suite goes where).
 * Ends with "N passed, N failed".
 *
 * `npm test -- --only=unit,e2e --grep=consent` runs a subset (suites: unit, publisher, cms, sparse, e2e, develop, publish, production;
 * --grep and --update-snapshots are passed to Playwright; --grep also to the publish suite as Jest's -t, whose files
 * with no matching test boot no stack). Every run, whatever the subset, first lints, checks formatting and unused code,
 * and type-checks every package. The summary counts tests; a failed check (build, lint, types) adds one failure.
 * Runs on one machine take turns (a lock file), since each builds into public/.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "./lib/child";
import { ensureChromium } from "./lib/chromium-launch";
import { prepareCms } from "./lib/cms-build";
import { startCms, type CmsHandle, type CmsOptions } from "./lib/cms-process";
import { runStackTemplate } from "./lib/publish-stack-template";
import { takeMachineTestLock } from "./lib/test-lock";
import { startMailCatcher } from "./lib/mail-catcher";
import { buildSite } from "./lib/site-build";
import { ARTIFACTS, banner, checkResult, printSummary, ROOT, runCheck, runJestSuite, runPlaywrightSuite, type SuiteResult } from "./lib/test-suites";
import { startStaticServer } from "@agency/publisher/serve/static-server";

const E2E_GTM_ID = "GTM-E2ETEST";
const SUITES = ["unit", "publisher", "cms", "sparse", "e2e", "develop", "publish", "production"];
const { values: args } = parseArgs({
  options: { only: { type: "string" }, grep: { type: "string" }, "update-snapshots": { type: "boolean" } },
});
const only = args.only?.split(",");
const unknownSuites = only?.filter((name) => !SUITES.includes(name)) ?? [];
if (unknownSuites.length > 0) throw new Error(`--only names no suite "${unknownSuites.join(", ")}": the suites are ${SUITES.join(", ")}`);
const wanted = (name: string) => !only || only.includes(name);
// --grep and --update-snapshots (new visual baselines, tests/e2e/visual) are handed to Playwright.
const grep = [...(args.grep === undefined ? [] : [`--grep=${args.grep}`]), ...(args["update-snapshots"] ? ["--update-snapshots"] : [])];

interface CmsStage {
  cms: CmsHandle;
  stop(): Promise<void>;
}

/** A CMS on a throw-away database seeded with `label`'s profile; stop() removes the database. */
async function startStageCms(label: string, options: CmsOptions): Promise<CmsStage> {
  const dir = mkdtempSync(join(tmpdir(), `agency-cms-${label}-`));
  const cmsDir = join(dir, "cms");
  try {
    banner(`booting the CMS (${label} seed profile)`);
    await runStackTemplate(options.profile)?.seededCms(cmsDir);
    const cms = await startCms({
      port: await freePort(),
      dbFile: join(cmsDir, "data.db"),
      tokenFile: join(cmsDir, "site-api-token"),
      serveAdmin: false,
      log: join(ARTIFACTS, `cms-${label}.log`),
      ...options,
    });
    return {
      cms,
      stop: async () => {
        await cms.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);
const SITE_TYPES = join(ROOT, "src", "gatsby-types.d.ts");

/** What every run checks before any test: lint (with the architecture's import boundaries), format, dead code, types. */
async function staticChecks(): Promise<SuiteResult[]> {
  banner("lint, format, unused code, types (publisher, cms)");
  const checks: Array<[string, string, string[]]> = [
    ["ESLint: import boundaries, hooks, accessibility", bin("eslint"), [".", "--max-warnings=0"]],
    ["Prettier: every package formatted", bin("prettier"), ["--check", "."]],
    ["knip: no unused files, exports, dependencies", bin("knip"), []],
    ["TypeScript strict: publisher", bin("tsc"), ["--noEmit", "-p", "publisher/tsconfig.json"]],
    ["TypeScript strict: cms", bin("tsc"), ["--noEmit", "-p", "cms/tsconfig.json"]],
    ["TypeScript strict: cms admin (app)", bin("tsc"), ["--noEmit", "-p", "cms/src/admin/tsconfig.json"]],
    ["TypeScript strict: cms admin (publishing panel)", bin("tsc"), ["--noEmit", "-p", "cms/src/plugins/publishing/admin/tsconfig.json"]],
    ["TypeScript strict: cms admin (enquiry export)", bin("tsc"), ["--noEmit", "-p", "cms/src/plugins/enquiry-export/admin/tsconfig.json"]],
  ];
  // Two at a time, one per core; results keep the order above.
  const queue = checks.map((check, index) => ({ check, index }));
  const results: SuiteResult[] = [];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [name, command, args] = item.check;
      results[item.index] = await runCheck(name, command, args);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
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
  // One database seeded with the full profile for the whole run, copied by every CMS that needs one afresh (the
  // publish stacks, the admin e2e files, the full-seed CMS tests, the e2e suite's CMS): seeding took a minute or more
  // of a loaded 2-core machine each time (scripts/lib/publish-stack-template.ts). Children inherit the folder.
  const template = mkdtempSync(join(tmpdir(), "test-run-template-"));
  process.env.PUBLISH_STACK_TEMPLATE_DIR = template;
  try {
    return await runSuites();
  } finally {
    rmSync(template, { recursive: true, force: true });
    await lock.release();
  }
}

/** The full-profile site, built and served: what the e2e suite runs against, with the CMS it came from still running. */
interface FullSite {
  env: Record<string, string>;
  dir: string;
}

async function runSuites(): Promise<number> {
  // The CMS's server code and admin panel are built before the lanes start: a build started by one lane's CMS would
  // empty cms/dist under the CMS another lane is booting. A failed build is one failed check, and the suites go on
  // (each CMS start tries again and reports its own failure).
  const cmsBuild = prepareCms({ admin: true, env: { ...process.env, STRAPI_TELEMETRY_DISABLED: "true" } }).then(
    () => checkResult("CMS server code and admin panel build", true),
    (error: unknown) => {
      console.error(error);
      return checkResult("CMS server code and admin panel build", false);
    },
  );
  const [checks, cmsBuilt] = await Promise.all([staticChecks(), cmsBuild]);
  const results = [...checks, cmsBuilt];
  const siteTypes = siteTypecheckOnce();
  // A run that builds no site type-checks it with the types of an earlier build; with none yet, it builds the sparse one.
  const buildsSite = wanted("sparse") || wanted("e2e") || wanted("develop");
  if (!buildsSite && existsSync(SITE_TYPES)) results.push(...(await siteTypes.check()));

  // Three lanes at once, since no single suite keeps both cores busy: the suites that build the site in this repo's
  // .cache and public/ take turns in one lane (streaming their output), the publish suite builds in copies of the
  // site in another, and the ones that need no build of their own run in the third, two at a time after the unit
  // tests (the output of those two lanes' suites is printed whole when each ends). The e2e suite waits for the full
  // build from the first lane.
  const fullSite = deferred<FullSite | null>();
  const stopAtEnd: Array<() => Promise<void>> = [];
  try {
    const [workspace, independent, publish] = await Promise.all([
      workspaceLane(fullSite, siteTypes, stopAtEnd).finally(() => fullSite.resolve(null)),
      independentLane(fullSite.promise),
      publishLane(),
    ]);
    results.push(...workspace, ...publish, ...independent);
  } finally {
    for (const stop of stopAtEnd.reverse()) await stop();
  }

  const { passed, failed } = printSummary(results);
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed > 0 || results.length === 0 ? 1 : 0;
}

/** The site's type check, once per run, after the first build that generated its GraphQL types. */
function siteTypecheckOnce(): { check(): Promise<SuiteResult[]> } {
  let done = false;
  return {
    async check() {
      if (done) return [];
      done = true;
      return [await siteTypecheck()];
    },
  };
}

/** Builds in this repo's .cache and public/, one after another: the sparse and full sites, develop, production. */
async function workspaceLane(fullSite: Deferred<FullSite | null>, siteTypes: ReturnType<typeof siteTypecheckOnce>, stopAtEnd: Array<() => Promise<void>>) {
  const results: SuiteResult[] = [];
  const sparse = wanted("sparse") || !existsSync(SITE_TYPES);
  if (sparse) {
    let stage: CmsStage | undefined;
    try {
      stage = await startStageCms("sparse", { profile: "sparse" });
      const { cms } = stage;
      const siteUrl = `http://127.0.0.1:${await freePort()}`;
      banner("building the site against the sparse seed profile");
      const built = await buildSite("sparse", { strapiUrl: cms.url, strapiToken: cms.token, siteUrl });
      results.push(checkResult("site builds against the sparse seed profile", built));
      if (built) results.push(...(await siteTypes.check()));
      if (built && wanted("sparse")) {
        rmSync(join(ARTIFACTS, "public-sparse"), { recursive: true, force: true });
        cpSync(join(ROOT, "public"), join(ARTIFACTS, "public-sparse"), { recursive: true });
        results.push(
          await runJestSuite("build output (sparse profile)", "tests/build/jest.config.cjs", {
            BUILD_DIR: join(ARTIFACTS, "public-sparse"),
            SEED_PROFILE: "sparse",
            CMS_URL: cms.url,
            CMS_TOKEN: cms.token,
            SITE_URL: siteUrl,
          }),
        );
        // Last with this CMS: it adds a German locale and pages to it, then builds a copy of the site with German added.
        results.push(
          await runJestSuite("a third language by configuration (German, built against the real CMS)", "tests/locales/jest.config.cjs", {
            CMS_URL: cms.url,
            CMS_TOKEN: cms.token,
            CMS_ADMIN_EMAIL: cms.adminEmail,
            CMS_ADMIN_PASSWORD: cms.adminPassword,
            SITE_URL: siteUrl,
          }),
        );
      }
    } catch (error) {
      console.error(error);
      results.push(checkResult("sparse profile: CMS boot", false));
    } finally {
      await stage?.stop();
    }
  }

  if (wanted("e2e") || wanted("develop")) {
    try {
      const site = await buildFullSite(results, siteTypes, stopAtEnd);
      fullSite.resolve(site);
      if (site && wanted("develop")) results.push(await runJestSuite("developers: gatsby develop + GraphiQL", "tests/develop/jest.config.cjs", site.env));
    } catch (error) {
      console.error(error);
      results.push(checkResult("full profile: CMS boot", false));
    }
  }
  fullSite.resolve(null);

  if (wanted("production")) {
    // PostgreSQL 17 and an S3-compatible bucket started by the suite itself, production-mode CMS instances, a site build.
    results.push(await runJestSuite("production path (Postgres + S3, two CMS instances)", "cms/tests/production/jest.config.cjs"));
  }
  return results;
}

/**
 * The full seed profile's CMS (with a real SMTP inbox for the enquiry tests) and the site built from it, copied out
 * of public/ so that the lane's later builds cannot pull files from under the tests. The CMS and the inbox stay up
 * until the end of the run (stopAtEnd): the e2e suite in the other lane uses them.
 */
async function buildFullSite(
  results: SuiteResult[],
  siteTypes: ReturnType<typeof siteTypecheckOnce>,
  stopAtEnd: Array<() => Promise<void>>,
): Promise<FullSite | null> {
  // The enquiry tests read what the CMS sent from a real SMTP server with an inbox (maildev).
  const mail = await startMailCatcher({ log: join(ARTIFACTS, "mail-catcher.log") });
  stopAtEnd.push(() => mail.stop());
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  // The CMS accepts enquiries from the site's origin (SITE_URL). The e2e suite sends more enquiries from one address
  // than the default limit of five an hour allows (retries included); the limit itself is tested in cms/tests.
  const stage = await startStageCms("full", { profile: "full", env: { ...mail.cmsEnv, SITE_URL: siteUrl, ENQUIRY_RATE_LIMIT: "50" } });
  stopAtEnd.push(() => stage.stop());
  const { cms } = stage;
  banner("building the site against the full seed profile");
  // A container id is set so the consent tests can see the tag script requested (they intercept it).
  const built = await buildSite("full", { strapiUrl: cms.url, strapiToken: cms.token, siteUrl, extra: { GATSBY_GTM_ID: E2E_GTM_ID } });
  results.push(checkResult("site builds against the full seed profile", built));
  if (!built) return null;
  results.push(...(await siteTypes.check()));
  const dir = join(ARTIFACTS, "public-full");
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(ROOT, "public"), dir, { recursive: true });
  const env = {
    BUILD_DIR: dir,
    SEED_PROFILE: "full",
    CMS_URL: cms.url,
    CMS_TOKEN: cms.token,
    CMS_ADMIN_EMAIL: cms.adminEmail,
    CMS_ADMIN_PASSWORD: cms.adminPassword,
    MAIL_INBOX_URL: mail.inboxUrl,
    SITE_URL: siteUrl,
    GATSBY_GTM_ID: E2E_GTM_ID,
  };
  // Served at once, so that no process of the other lane takes its port meanwhile (the build wrote it into every page).
  const server = await startStaticServer({ root: dir, port, tagManager: true });
  stopAtEnd.push(() => server.close());
  return { env, dir };
}

/**
 * The editors' loop end to end: real CMS, webhook, gatsby build, atomic release, served under CDN headers. Its own lane
 * from the start: its stacks build in copies of the site, one per Jest worker, share one seeded CMS and each worker's
 * cold first build (scripts/lib/publish-stack-template.ts), for this run only.
 */
async function publishLane(): Promise<SuiteResult[]> {
  if (!wanted("publish")) return [];
  return [
    await runJestSuite(
      "publish → live (real CMS, webhook, build, release)",
      "publisher/tests/e2e/jest.config.cjs",
      {},
      "buffered",
      args.grep === undefined ? [] : ["-t", args.grep],
    ),
  ];
}

/**
 * Suites that need no build of their own: unit first, then two at once — the CMS tests beside the publisher's unit
 * and integration tests followed by the full site's build output and e2e suites (they start as soon as the full site
 * is built; the e2e suite is the longest of all).
 */
async function independentLane(fullSite: Promise<FullSite | null>): Promise<SuiteResult[]> {
  const results: SuiteResult[] = [];
  if (wanted("unit")) results.push(await runJestSuite("unit (site rules and components)", "jest.config.cjs", {}, "buffered"));
  const siteSuites = async () => {
    const done: SuiteResult[] = [];
    if (wanted("publisher") && existsSync(join(ROOT, "publisher/tests/jest.config.cjs"))) {
      done.push(await runJestSuite("publisher (unit + integration)", "publisher/tests/jest.config.cjs", {}, "buffered"));
    }
    const site = wanted("e2e") ? await fullSite : null;
    if (site) {
      done.push(await runJestSuite("build output (full profile)", "tests/build/jest.config.cjs", site.env, "buffered"));
      done.push(await runPlaywrightSuite("e2e (Chromium, built site, real CMS)", grep, site.env, "buffered"));
    }
    return done;
  };
  const cmsSuite = async () => (wanted("cms") ? [await runJestSuite("cms (real Strapi)", "cms/tests/jest.config.cjs", {}, "buffered")] : []);
  const [site, cms] = await Promise.all([siteSuites(), cmsSuite()]);
  results.push(...site, ...cms);
  return results;
}

interface Deferred<T> {
  promise: Promise<T>;
  /** The first call wins; later ones do nothing. */
  resolve(value: T): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    console.log("0 passed, 1 failed");
    process.exit(1);
  },
);
