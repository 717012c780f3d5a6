/** @jest-environment node */
/**
 * `npm run preview`'s entry (scripts/preview.ts) given a CMS elsewhere by STRAPI_URL / STRAPI_TOKEN. A fixture
 * HTTP server stands in for that CMS only to show which address the entry contacts; every case here ends before
 * the preview server would start `gatsby develop`.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..", "..");
const SECRET = "0123456789abcdef0123456789abcdef";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let dir: string;
let fixture: http.Server;
let fixtureUrl: string;
let requests: string[];
let running: ReturnType<typeof spawn> | undefined;

const closeFixture = () => new Promise((resolve) => (fixture.listening ? fixture.close(resolve) : resolve(undefined)));

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "preview-entry-"));
  requests = [];
  // Answers its health check with 503, as a CMS that is not serving (yet) does.
  fixture = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => fixture.listen(0, "127.0.0.1", resolve));
  fixtureUrl = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
});

afterEach(async () => {
  running?.kill("SIGKILL");
  running = undefined;
  await closeFixture();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the entry with the environment of an operator's shell (no STRAPI_* of the test run's own) plus `env`. */
function runEntry(env: Record<string, string>): Promise<Run> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(STRAPI_|PREVIEW_|CMS_ADMIN_ORIGIN$)/.test(name)));
  const child = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), [path.join(ROOT, "scripts", "preview.ts")], {
    cwd: ROOT,
    env: { ...base, PUBLISHER_STATE_DIR: path.join(dir, "state"), PREVIEW_WORK_DIR: path.join(dir, "work"), PREVIEW_PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running = child;
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}

test("fixture server standing in for a remote CMS: the entry asks STRAPI_URL for /_health instead of booting a local CMS, and stops with a clear error while that CMS is not healthy", async () => {
  const run = await runEntry({ STRAPI_URL: fixtureUrl, STRAPI_TOKEN: "site-token", PREVIEW_SECRET: SECRET, PREVIEW_CMS_HEALTH_TIMEOUT_MS: "1500" });

  expect(run.code).toBe(1);
  expect(requests.length).toBeGreaterThan(0);
  expect(new Set(requests)).toEqual(new Set(["GET /_health"]));
  expect(run.stdout).toContain(`CMS: ${fixtureUrl} (STRAPI_URL); waiting for its /_health …`);
  expect(run.stdout).not.toContain("CMS admin:");
  expect(run.stderr).toContain(
    `The CMS at ${fixtureUrl} (STRAPI_URL) did not answer its health check within 1.5 s (${fixtureUrl}/_health: HTTP 503). ` +
      "Check that STRAPI_URL is the CMS's address as this machine reaches it and that the CMS is running. The preview did not start.",
  );
  // Nothing of the preview was prepared: no work copy of the site, no generated secret.
  expect(fs.existsSync(path.join(dir, "work"))).toBe(false);
  expect(fs.existsSync(path.join(dir, "state"))).toBe(false);
}, 60_000);

test("fixture server standing in for a remote CMS, stopped: a STRAPI_URL nobody answers at is the same clear error, naming the refused connection", async () => {
  await closeFixture();
  const run = await runEntry({ STRAPI_URL: fixtureUrl, STRAPI_TOKEN: "site-token", PREVIEW_SECRET: SECRET, PREVIEW_CMS_HEALTH_TIMEOUT_MS: "1500" });

  expect(run.code).toBe(1);
  expect(run.stdout).not.toContain("CMS admin:");
  expect(run.stderr).toContain(`The CMS at ${fixtureUrl} (STRAPI_URL) did not answer its health check within 1.5 s (${fixtureUrl}/_health: ECONNREFUSED).`);
}, 60_000);

test("fixture server standing in for a remote CMS: STRAPI_URL without STRAPI_TOKEN is refused before anything is contacted or started", async () => {
  const run = await runEntry({ STRAPI_URL: fixtureUrl, PREVIEW_SECRET: SECRET, PREVIEW_CMS_HEALTH_TIMEOUT_MS: "1500" });

  expect(run.code).toBe(1);
  expect(requests).toEqual([]);
  expect(run.stdout).toBe("");
  expect(run.stderr).toContain(
    "STRAPI_URL is set but STRAPI_TOKEN is not. To preview a CMS that runs elsewhere, set both: STRAPI_URL (its address) and STRAPI_TOKEN (its site token). To have `npm run preview` start a local CMS instead, unset STRAPI_URL.",
  );
}, 60_000);

test("STRAPI_TOKEN without STRAPI_URL is refused before anything is started", async () => {
  const run = await runEntry({ STRAPI_TOKEN: "site-token", PREVIEW_SECRET: SECRET, PREVIEW_CMS_HEALTH_TIMEOUT_MS: "1500" });

  expect(run.code).toBe(1);
  expect(run.stdout).toBe("");
  expect(run.stderr).toContain(
    "STRAPI_TOKEN is set but STRAPI_URL is not. To preview a CMS that runs elsewhere, set both: STRAPI_URL (its address) and STRAPI_TOKEN (its site token). To have `npm run preview` start a local CMS instead, unset STRAPI_TOKEN.",
  );
}, 60_000);
