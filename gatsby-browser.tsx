import * as React from "react";
import type { GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import { SiteRoot, browserApp, startBrowserApp } from "./src/app/browser-start";

// The site's modules are evaluated after Gatsby's own, in a task of their own (src/app/browser-start.tsx).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => startBrowserApp();

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => browserApp().onAppMounted();

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => browserApp().onNavigationEnd(location.pathname);

// The page transition scrolls once the new page is in place (src/app/runtime/scroll.ts).
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;

// Gatsby types this with react-dom's legacy Renderer overloads; it calls it as (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => browserApp().hydrateOrReport as unknown as Renderer;

// A component, not the wrapper itself: gatsby develop calls this before onClientEntry (src/app/browser-start.tsx).
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <SiteRoot>{element}</SiteRoot>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  const { PageWrapper } = browserApp();
  return (
    <PageWrapper pathname={props.location.pathname} routeKey={props.location.key ?? props.location.pathname} pageContext={props.pageContext}>
      {element}
    </PageWrapper>
  );
};
