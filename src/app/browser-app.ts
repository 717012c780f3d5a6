/**
 * Everything gatsby-browser hands to Gatsby, in one module that `browser-start.tsx` evaluates in a task of its own
 * (docs/runtime.md, "Start-up"). Imported by nothing else: a static import would pull it back into the task that
 * evaluates Gatsby's runtime.
 */
export { RootWrapper } from "./wrap-root";
export { PageWrapper } from "./wrap-page";
export { hydrateOrReport, onAppMounted, onNavigationEnd, startBrowserRuntime } from "./runtime/browser-runtime";
export { startScrollMemory } from "./runtime/scroll";
