import { RELOAD_GUARD_MS } from "./runtime-constants";

const KEY = "reloadGuard";

/**
 * A failed code chunk reloads the target path at most once per 10 seconds per path (docs/runtime.md), so a chunk
 * that keeps failing cannot reload forever. Remembered in sessionStorage because the reload ends the page.
 */
export function createReloadGuard(storage: Pick<Storage, "getItem" | "setItem"> | undefined, now: () => number = Date.now) {
  const read = (): Record<string, number> => {
    try {
      const value = JSON.parse(storage?.getItem(KEY) ?? "{}") as unknown;
      return value && typeof value === "object" ? (value as Record<string, number>) : {};
    } catch {
      return {};
    }
  };
  return {
    /** True (and remembered) when `path` may be reloaded now. */
    tryReload(path: string): boolean {
      const times = read();
      const last = times[path];
      const at = now();
      if (typeof last === "number" && at - last < RELOAD_GUARD_MS && at >= last) return false;
      times[path] = at;
      try {
        storage?.setItem(KEY, JSON.stringify(times));
      } catch {
        // Storage full or blocked: still reload once; the guard degrades to per-page-load.
      }
      return true;
    },
  };
}
