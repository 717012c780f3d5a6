import { MANIFEST_FETCH_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from "./runtime-constants";

export interface UpdateCheckDeps {
  currentId: string;
  /** GET builds/latest.json */
  fetchLatest(): Promise<{ id?: unknown }>;
  /** GET builds/meta/{id}.json — rejects with a status when the build is gone. */
  fetchMeta(id: string): Promise<unknown>;
  isSlow2g(): boolean;
  onNewBuild(latestId: string | null): void;
  setTimeout(callback: () => void, ms: number): unknown;
  setInterval(callback: () => void, ms: number): unknown;
  warn(message: string): void;
}

/**
 * One second after start (not on slow-2g) the runtime reads its own build manifest; every hour it
 * compares builds/latest.json with its own id. A different id (or its own manifest gone) means a new build
 * is live: the next navigation reloads the page instead of mixing old code with new data
 * (docs/runtime.md).
 */
export function startUpdateCheck(deps: UpdateCheckDeps): void {
  let detected = false;
  const found = (latestId: string | null) => {
    if (detected) return;
    detected = true;
    deps.onNewBuild(latestId);
  };

  if (!deps.isSlow2g()) {
    deps.setTimeout(() => {
      deps.fetchMeta(deps.currentId).catch((error: { status?: number }) => {
        if (error?.status === 404) found(null);
        else deps.warn(`Build manifest could not be loaded: ${String((error as Error)?.message ?? error)}`);
      });
    }, MANIFEST_FETCH_DELAY_MS);
  }

  deps.setInterval(() => {
    if (detected) return;
    deps.fetchLatest().then(
      (latest) => {
        if (typeof latest?.id === "string" && latest.id !== deps.currentId) found(latest.id);
      },
      (error) => deps.warn(`Update check failed: ${String((error as Error)?.message ?? error)}`),
    );
  }, UPDATE_CHECK_INTERVAL_MS);
}
