import { MANIFEST_FETCH_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from "./runtime-constants";

export interface UpdateCheckDeps {
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
 * The bundle does not carry its build's id: a content-only publish must not change a JavaScript file (every
 * page's HTML and every returning visitor's cache would change with it). The page learns the id of the build it
 * was served from by reading builds/latest.json one second after start — HTML revalidates, so at start they are
 * the same build — then, unless the connection is slow-2g, that build's manifest. Every hour it compares
 * builds/latest.json with that id. A different id (or its manifest gone) means a new build is live: the next
 * navigation reloads the page instead of mixing old code with new data (docs/runtime.md). Code that changed is
 * caught by Gatsby too (page-data's webpackCompilationHash); this check also catches content-only publishes.
 */
export function startUpdateCheck(deps: UpdateCheckDeps): void {
  let currentId: string | null = null;
  let detected = false;
  const found = (latestId: string | null) => {
    if (detected) return;
    detected = true;
    deps.onNewBuild(latestId);
  };
  const readLatest = () =>
    deps.fetchLatest().then(
      (latest) => (typeof latest?.id === "string" ? latest.id : null),
      (error) => {
        deps.warn(`Update check failed: ${String((error as Error)?.message ?? error)}`);
        return null;
      },
    );

  deps.setTimeout(() => {
    void readLatest().then((id) => {
      if (id === null || currentId !== null) return;
      currentId = id;
      if (deps.isSlow2g()) return;
      deps.fetchMeta(id).catch((error: { status?: number }) => {
        if (error?.status === 404) found(null);
        else deps.warn(`Build manifest could not be loaded: ${String((error as Error)?.message ?? error)}`);
      });
    });
  }, MANIFEST_FETCH_DELAY_MS);

  deps.setInterval(() => {
    if (detected) return;
    void readLatest().then((id) => {
      if (id === null) return;
      // The start-up read failed: this one tells the page its build, and the next can see a newer one.
      if (currentId === null) currentId = id;
      else if (id !== currentId) found(id);
    });
  }, UPDATE_CHECK_INTERVAL_MS);
}
