import { createRoot, hydrateRoot } from "react-dom/client";
import { startTransition, type ReactElement } from "react";
import { guardNavigate, guardPageLoads } from "./navigation-guards";
import { appError, setPageLoading } from "./runtime-state";
import { whenIdle } from "../../lib/when-idle";

/** gatsby-browser onClientEntry: install the chunk-reload guard around Gatsby's loader. */
export function startBrowserRuntime(): void {
  if (window.___loader) guardPageLoads(window.___loader);
}

/**
 * gatsby-browser onInitialClientRender: Gatsby defines ___navigate during start-up; wrap it once it exists. The update
 * check's chunk is fetched once the browser is idle after the first render: fetched at start, its script element and
 * its evaluation were two more pieces of the start on a slow phone, for a first read a second later anyway.
 */
export function onAppMounted(): void {
  guardNavigate(window);
  if (process.env.NODE_ENV === "production") whenIdle(startUpdateCheckChunk, { timeoutMs: 2000, fallbackMs: 1 });
}

function startUpdateCheckChunk(): void {
  import(/* webpackChunkName: "update-check" */ "./start-update-check").then(
    (module) => module.startBrowserUpdateCheck(),
    (error: unknown) => console.warn(`The update check could not start: ${String((error as Error)?.message ?? error)}`),
  );
}

/** gatsby-browser onRouteUpdate: a navigation finished; an error state from another page is cleared. */
export function onNavigationEnd(pathname: string): void {
  setPageLoading(false);
  const error = appError.get();
  if (error && error.path !== pathname) appError.set(null);
}

/**
 * gatsby-browser replaceHydrateFunction: if mounting fails, the error is logged and rethrown (docs/runtime.md).
 * A built page is hydrated; `gatsby develop` (the draft preview, developers) serves an empty #___gatsby, which
 * is rendered instead — hydrating nothing would raise a hydration-mismatch error over every page.
 */
export function hydrateOrReport(element: ReactElement, container: Element | Document | DocumentFragment | null): void {
  try {
    if (!container || container instanceof DocumentFragment) throw new Error("The page has no #___gatsby element to start the site in");
    if (container instanceof Element && !container.hasChildNodes()) createRoot(container).render(element);
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task; a click
    // meanwhile still hydrates its target at once (React hydrates synchronously for discrete events).
    else startTransition(() => void hydrateRoot(container, element));
  } catch (error) {
    console.error("The site could not start in this browser:", error);
    throw error;
  }
}
