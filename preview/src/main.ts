import { randomBytes } from "node:crypto";
import getPort from "get-port";
import { captureOutput } from "../../scripts/lib/process-output";
import { startAuthProxy } from "./auth-proxy";
import { spawnGatsbyDevelop } from "./gatsby-develop";
import { loadPreviewConfig, REPO_ROOT, type PreviewConfig } from "./preview-config";
import { preparePreviewWorkspace } from "./preview-workspace";
import { debounceRefresh } from "./refresh-debounce";

export interface StartPreviewOptions {
  strapiUrl: string;
  strapiToken: string;
  config?: PreviewConfig;
  /** Gatsby's output: a log file path, or the console when absent. */
  logFile?: string;
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
 * The draft preview (docs/preview.md): `gatsby develop` of a private copy of the site, sourcing drafts,
 * behind the auth proxy on the public preview port.
 */
export async function startPreviewServer(options: StartPreviewOptions): Promise<PreviewHandle> {
  const config = options.config ?? loadPreviewConfig();
  const workDir = preparePreviewWorkspace(REPO_ROOT, config.workDir);
  const gatsbyPort = await getPort({ host: "127.0.0.1" });
  const upstream = `http://127.0.0.1:${gatsbyPort}`;
  const refreshToken = randomBytes(24).toString("hex");

  const refresh = debounceRefresh(
    async () => {
      const response = await fetch(`${upstream}/__refresh`, { method: "POST", headers: { Authorization: refreshToken }, signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`gatsby develop refused the refresh: ${response.status}`);
    },
    config.refreshQuietMs,
    (error) => console.error(`[preview] refresh failed: ${(error as Error).message}`),
  );
  const proxy = await startAuthProxy({
    host: config.host,
    port: config.port,
    upstream,
    secret: config.secret,
    adminOrigin: config.adminOrigin,
    refresh,
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
  const output = captureOutput(gatsby, { echo: !options.logFile, file: options.logFile, append: true });
  let exited = false;
  gatsby.once("exit", () => (exited = true));

  const ready = (async () => {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (exited) {
        // Gatsby's last words say why (a CMS it cannot read, a draft that breaks a page), in the error itself.
        const why = output.tail().split("\n").slice(-20).join("\n");
        throw new Error(`gatsby develop of the preview stopped${options.logFile ? ` (log: ${options.logFile})` : ""}:\n${why}`);
      }
      const status = await fetch(`${upstream}/`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (status > 0 && status < 500) return;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    throw new Error("gatsby develop of the preview did not answer within 10 minutes");
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
      output.close();
    },
  };
}
