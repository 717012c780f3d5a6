import { getJson } from "../../lib/get-json";
import { isSlow2g } from "./connection";
import { BROWSER_HTTP_TIMEOUT_MS } from "./runtime-constants";
import { newBuildAvailable } from "./runtime-state";
import { startUpdateCheck } from "./update-check";

/**
 * The update check wired to the browser: its own chunk, loaded after start (browser-runtime.ts), not among the
 * scripts a page names; its first read is a second after start anyway.
 */
export function startBrowserUpdateCheck(): void {
  const options = { timeoutMs: BROWSER_HTTP_TIMEOUT_MS };
  startUpdateCheck({
    fetchLatest: () => getJson<{ id?: unknown }>("/builds/latest.json", options),
    fetchMeta: (id) => getJson(`/builds/meta/${id}.json`, options),
    isSlow2g: () => isSlow2g(),
    onNewBuild: () => newBuildAvailable.set(true),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    warn: (message) => console.warn(message),
  });
}
