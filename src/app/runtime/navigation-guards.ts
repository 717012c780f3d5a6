import { resolveLink } from "@agency/shared/rules/safe-url";
import { withTrailingSlash } from "../../lib/page-path";
import { createReloadGuard } from "./reload-guard";
import { appError, newBuildAvailable, setPageLoading } from "./runtime-state";
import { browserStorage } from "../../lib/browser-storage";

interface PageResources {
  status?: string;
  /** Set by Gatsby's loader when a code chunk (not the page data) failed. */
  error?: unknown;
}

interface PublicLoader {
  loadPage(path: string): Promise<PageResources | null>;
}

type GatsbyNavigate = ((to: string | number, options?: Record<string, unknown> & { external?: boolean }) => void) & {
  /** Set on our wrapper: it is installed once, and whoever waits for the app can tell it is in place. */
  guarded?: true;
};

declare global {
  interface Window {
    ___loader?: PublicLoader;
    ___navigate?: GatsbyNavigate;
  }
}

const never = <T>() => new Promise<T>(() => undefined);

/**
 * Faults around Gatsby's navigation (docs/runtime.md). Gatsby's `navigate` asks the loader for the target's resources
 * and answers any failure with a full reload. We refine that:
 * - a code chunk failed → full reload of the target path, at most once per 10 s per path; a second failure
 *   inside the window shows the error page instead of looping;
 * - the page data failed → a warning, and the app stays where it is, usable.
 */
export function guardPageLoads(loader: PublicLoader, reload: (path: string) => void = (path) => window.location.assign(path)): void {
  // Made at the first failure: touching session storage at start makes the tab wait on the browser process.
  let guard: ReturnType<typeof createReloadGuard> | undefined;
  const loadPage = loader.loadPage.bind(loader);
  loader.loadPage = async (path) => {
    const resources = await loadPage(path);
    if (resources?.status !== "error") return resources;
    setPageLoading(false);
    if (resources.error === undefined) {
      console.warn(`Page data for ${path} could not be loaded; staying on the current page.`);
      return never();
    }
    guard ??= createReloadGuard(browserStorage("sessionStorage") ?? undefined);
    if (guard.tryReload(path)) {
      reload(path);
    } else {
      console.error(`The code for ${path} failed to load again within 10 seconds; not reloading.`, resources.error);
      // The error page shows where the visitor is; navigating anywhere else (the failed path included) clears it.
      appError.set({
        statusCode: 500,
        path: window.location.pathname,
        descriptionKey: "errors.chunkFailed",
      });
    }
    return never();
  };
}

/**
 * Every programmatic navigation goes through Gatsby's `window.___navigate`: refuse external URLs without
 * an explicit `external` flag and unsafe protocols, and turn the next navigation after a new build
 * went live into a full page load of the target (docs/runtime.md).
 */
export function guardNavigate(win: Window = window): void {
  const navigate = win.___navigate;
  if (!navigate || navigate.guarded) return;
  const guarded: GatsbyNavigate = (to, options) => {
    if (typeof to !== "string") return navigate(to, options);
    let target;
    try {
      target = resolveLink(to, { external: options?.external === true, siteOrigins: [win.location.origin] });
    } catch (error) {
      console.error((error as Error).message);
      return undefined;
    }
    if (target.kind !== "internal") {
      win.location.assign(target.href);
      return undefined;
    }
    if (newBuildAvailable.get()) {
      const url = new URL(target.path, win.location.href);
      win.location.assign(`${withTrailingSlash(url.pathname)}${url.search}${url.hash}`);
      return undefined;
    }
    // The loading state starts here, when the page's resources start loading (Gatsby's onPreRouteUpdate
    // only fires once they have arrived); onRouteUpdate or a failed load ends it.
    const next = new URL(target.path, win.location.href);
    if (next.pathname !== win.location.pathname) setPageLoading(true);
    return navigate(target.path, options);
  };
  guarded.guarded = true;
  win.___navigate = guarded;
}
