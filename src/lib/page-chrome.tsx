import * as React from "react";

/**
 * What the page around the site's header tells it in the browser: the path shown (a route change closes its menus and
 * the search dialog) and who wants to know when the full-screen menu opens (the layout makes the page behind it inert).
 * The header is a Gatsby Slice, rendered once per section at build time (docs/architecture.md, "Header and footer
 * slices"): on the server it has no page around it and reads the defaults, which only its effects use.
 */
export interface PageChrome {
  readonly currentPath: string;
  readonly onMenuOpenChange?: (open: boolean) => void;
}

const PageChromeContext = React.createContext<PageChrome>({ currentPath: "" });

export function PageChromeProvider({ value, children }: { value: PageChrome; children: React.ReactNode }) {
  return <PageChromeContext.Provider value={value}>{children}</PageChromeContext.Provider>;
}

export function usePageChrome(): PageChrome {
  return React.useContext(PageChromeContext);
}
