/** Constants of the browser runtime (docs/runtime.md). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const MANIFEST_FETCH_DELAY_MS = 1000;
export const RELOAD_GUARD_MS = 10_000;
/** Each half of the out-in transition. */
export const PAGE_TRANSITION_MS = 150;
/** The browser's HTTP calls share the build's client rules, with a short timeout. */
export const BROWSER_HTTP_TIMEOUT_MS = 10_000;
