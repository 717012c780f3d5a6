import * as React from "react";
import { nextTask } from "../lib/next-task";
// Types only: a value import would put the site's modules back into the scripts' own task.
import type * as BrowserAppModule from "./browser-app";

type BrowserApp = typeof BrowserAppModule;

let app: BrowserApp | null = null;

/**
 * gatsby-browser onClientEntry (docs/runtime.md, "Start-up"). The scripts' own task evaluates Gatsby's runtime and
 * React; the site's modules (layout, consent, i18n, the runtime's guards, react-dom's client) are evaluated in the
 * next task, and the page's loading starts in the one after: three shorter tasks instead of one long one on a slow
 * phone. The import is eager: the modules are in app.js already, so no request is added.
 */
export async function startBrowserApp(): Promise<void> {
  await nextTask();
  app = await import(/* webpackMode: "eager" */ "./browser-app");
  app.startBrowserRuntime();
  app.startScrollMemory();
  // Gatsby waits for this promise before it asks for the page's data.
  await nextTask();
}

/** The site's browser module, which every gatsby-browser API but onClientEntry uses: Gatsby calls them all after it. */
export function browserApp(): BrowserApp {
  if (!app) throw new Error("A gatsby-browser API ran before onClientEntry had loaded the site's browser code (docs/runtime.md)");
  return app;
}

/**
 * gatsby-browser's wrapRootElement: the site's root wrapper, looked up when React renders it. `gatsby develop` calls
 * wrapRootElement while its modules are evaluated, before onClientEntry; React renders only after it.
 */
export function SiteRoot({ children }: { children: React.ReactNode }) {
  const { RootWrapper } = browserApp();
  return <RootWrapper>{children}</RootWrapper>;
}
