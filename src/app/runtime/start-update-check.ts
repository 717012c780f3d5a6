import { createHttpClient } from "../../lib/http-client";
import { isSlow2g } from "./connection";
import { BROWSER_HTTP_TIMEOUT_MS } from "./runtime-constants";
import { newBuildAvailable } from "./runtime-state";
import { startUpdateCheck } from "./update-check";

/**
 * The update check wired to the browser: its own chunk, loaded after start (browser-runtime.ts), so neither it nor
 * the HTTP client counts in a page's first-load JavaScript; its first read is a second after start anyway.
 */
export function startBrowserUpdateCheck(): void {
  const http = createHttpClient({ timeoutMs: BROWSER_HTTP_TIMEOUT_MS });
  startUpdateCheck({
    fetchLatest: () => http<{ id?: unknown }>("/builds/latest.json", { cache: "no-store" }),
    fetchMeta: (id) => http(`/builds/meta/${id}.json`, { cache: "no-store" }),
    isSlow2g: () => isSlow2g(),
    onNewBuild: () => newBuildAvailable.set(true),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    warn: (message) => console.warn(message),
  });
}
