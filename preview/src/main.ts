import { randomBytes } from "node:crypto";
import getPort from "get-port";
import { captureOutput, type ProcessOutput } from "@agency/shared/process-output";
import { waitForHealth } from "@agency/shared/wait-for-health";
import { startAuthProxy } from "./auth-proxy";
import { spawnGatsbyDevelop } from "./gatsby-develop";
import { loadPreviewConfig, REPO_ROOT, type PreviewConfig } from "./preview-config";
import { prepareSiteCopy } from "@agency/shared/site-copy";
import { debounceRefresh } from "./refresh-debounce";
import { createRefreshGate } from "./refresh-gate";

export interface StartPreviewOptions {
  strapiUrl: string;
  strapiToken: string;
  config?: PreviewConfig;
  /** Gatsby's output: a log file path, or the console when absent. */
  logFile?: string;
  /** How long `gatsby develop` may take to answer at its first start before the preview gives up (10 minutes). */
  readyTimeoutMs?: number;
}

export interface PreviewHandle {
  url: string;
  /** Where the CMS posts draft saves (with `Authorization: Bearer <secret>`). */
  refreshUrl: string;
  secret: string;
  workDir: string;
  /** Resolves when `gatsby develop` answers (the first start sources the whole CMS: a minute or two). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 10 * 60_000;
/**
 * The longest a page load waits for a save to be sourced. Sourcing one save takes a few seconds; on a machine busy
 * with builds it took over 20 s, and a page let through before the data was written could stay on the old draft.
 */
const REFRESH_SETTLE_MAX_MS = 60_000;
/** What `gatsby develop` prints when a refresh's queries have run and their page data is written. */
const DEVELOP_QUERIES_WRITTEN = /Writing page-data\.json/;

/** Resolves on the next line of the output matching `pattern`, or after `timeoutMs` (false then). */
function nextLine(output: ProcessOutput, pattern: RegExp, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (matched: boolean) => {
      clearTimeout(timer);
      stop();
      resolve(matched);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    const stop = output.onLine((line) => {
      if (pattern.test(line)) done(true);
    });
  });
}

/**
 * The draft preview (docs/preview.md): `gatsby develop` of a private copy of the site, sourcing drafts,
 * behind the auth proxy on the public preview port.
 */
export async function startPreviewServer(options: StartPreviewOptions): Promise<PreviewHandle> {
  const config = options.config ?? loadPreviewConfig();
  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const workDir = prepareSiteCopy(REPO_ROOT, config.workDir);
  const gatsbyPort = await getPort({ host: "127.0.0.1" });
  const upstream = `http://127.0.0.1:${gatsbyPort}`;
  const refreshToken = randomBytes(24).toString("hex");

  // Page loads wait while a save is being sourced (refresh-gate.ts); `saves` counts those not sourced yet.
  const gate = createRefreshGate(REFRESH_SETTLE_MAX_MS);
  let saves = 0;
  // Gatsby's output, once it runs: the end of a refresh is read from it.
  let output: ProcessOutput | undefined;
  const schedule = debounceRefresh(
    async () => {
      const sourcing = saves;
      const started = Date.now();
      try {
        const settled = output ? nextLine(output, DEVELOP_QUERIES_WRITTEN, REFRESH_SETTLE_MAX_MS) : Promise.resolve(true);
        const response = await fetch(`${upstream}/__refresh`, {
          method: "POST",
          headers: { Authorization: refreshToken },
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`gatsby develop refused the refresh: ${response.status}`);
        // The one line an operator needs when a preview looked stale: how long the save took to reach the pages.
        const written = await settled;
        const took = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          written ? `[preview] a refresh wrote its page data in ${took} s` : `[preview] a refresh wrote no page data within ${took} s: page loads go on`,
        );
      } finally {
        saves -= sourcing;
        if (saves <= 0) gate.open();
      }
    },
    config.refreshQuietMs,
    (error) => console.error(`[preview] refresh failed: ${(error as Error).message}`),
  );
  const refresh = () => {
    saves += 1;
    gate.close();
    schedule();
  };
  const proxy = await startAuthProxy({
    host: config.host,
    port: config.port,
    upstream,
    secret: config.secret,
    adminOrigin: config.adminOrigin,
    refresh,
    beforePageLoad: gate.passed,
    secureCookie: config.secureCookie,
  });
  const gatsby = spawnGatsbyDevelop({
    workDir,
    port: gatsbyPort,
    strapiUrl: options.strapiUrl,
    strapiToken: options.strapiToken,
    refreshToken,
    previewSecret: config.secret,
    siteUrl: proxy.url,
  });
  const develop = captureOutput(gatsby, { echo: !options.logFile, file: options.logFile, append: true });
  output = develop;
  let exited = false;
  gatsby.once("exit", () => (exited = true));

  const ready = (async () => {
    const exit = new Promise<number | null>((resolve) => gatsby.once("exit", (code) => resolve(code)));
    // Any answer below 500 means the dev server is serving (a 404 for `/` included).
    const health = await waitForHealth(`${upstream}/`, {
      timeoutMs: readyTimeoutMs,
      initialDelayMs: 1_000,
      maxDelayMs: 1_000,
      exited: exit,
      up: (status) => status < 500,
    });
    if (health.ok) return;
    if (exited) {
      // Gatsby's last words say why (a CMS it cannot read, a draft that breaks a page), in the error itself.
      const why = develop.tail().split("\n").slice(-20).join("\n");
      throw new Error(`gatsby develop of the preview stopped${options.logFile ? ` (log: ${options.logFile})` : ""}:\n${why}`);
    }
    throw new Error(`gatsby develop of the preview did not answer within ${readyTimeoutMs / 60_000} minutes (${health.lastError})`);
  })();
  ready.catch(() => undefined);

  return {
    url: proxy.url,
    refreshUrl: `${proxy.url}/__preview/refresh`,
    secret: config.secret,
    workDir,
    ready,
    close: async () => {
      if (!exited) {
        const gone = new Promise((resolve) => gatsby.once("exit", resolve));
        gatsby.kill("SIGTERM");
        await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (!exited) gatsby.kill("SIGKILL");
      }
      await proxy.close();
      develop.close();
    },
  };
}
