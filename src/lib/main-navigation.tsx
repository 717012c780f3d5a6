import * as React from "react";

/** A navigation entry as the CMS sends it (NavigationMenu nodes; see plugins/cms-data-layer/navigation). */
export interface NavigationEntryData {
  readonly title: string | null;
  readonly path: string | null;
  readonly external: boolean | null;
  readonly items?: readonly NavigationEntryData[] | null;
}

export type MainNavigation = readonly (NavigationEntryData | null)[];

/**
 * The main navigation data value (docs/navigation.md): it starts empty and can be replaced. The 404 page gives it the
 * CMS's main navigation, for its list of sections; the header reads it when given no navigation of its own.
 */
const MainNavigationContext = React.createContext<MainNavigation>([]);

export function MainNavigationProvider({ value, children }: { value: MainNavigation; children: React.ReactNode }) {
  return <MainNavigationContext.Provider value={value}>{children}</MainNavigationContext.Provider>;
}

export function useMainNavigation(): MainNavigation {
  return React.useContext(MainNavigationContext);
}
