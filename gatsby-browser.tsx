import * as React from "react";
import type { GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import { RootWrapper } from "./src/app/wrap-root";
import { PageWrapper } from "./src/app/wrap-page";
import { hydrateOrReport, onAppMounted, onNavigationEnd, startBrowserRuntime } from "./src/app/runtime/browser-runtime";
import { nextTask } from "./src/lib/next-task";
import { startScrollMemory } from "./src/app/runtime/scroll";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startBrowserRuntime();
  startScrollMemory();
  // Gatsby waits for the returned promise before it loads the page's data (docs/runtime.md).
  return nextTask();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => onAppMounted();

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => onNavigationEnd(location.pathname);

// The page transition scrolls once the new page is in place (src/app/runtime/scroll.ts).
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;

// Gatsby types this with react-dom's legacy Renderer overloads; it calls it as (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateOrReport as unknown as Renderer;

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper pathname={props.location.pathname} routeKey={props.location.key ?? props.location.pathname} pageContext={props.pageContext}>
    {element}
  </PageWrapper>
);
