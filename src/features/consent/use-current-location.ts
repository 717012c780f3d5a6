import * as React from "react";
import { globalHistory } from "@gatsbyjs/reach-router";

export interface CurrentLocation {
  pathname: string;
  hash: string;
}

const read = (): CurrentLocation => ({ pathname: window.location.pathname, hash: window.location.hash });

/**
 * The browser's location, for a component that lives above the pages (wrapRootElement sits outside the
 * router's location context). Null during server rendering and hydration, so the first client render
 * matches the server's, and while not `enabled`; then it follows every in-app navigation and back/forward.
 */
export function useCurrentLocation(enabled: boolean): CurrentLocation | null {
  const [location, setLocation] = React.useState<CurrentLocation | null>(null);
  React.useEffect(() => {
    if (!enabled) return undefined;
    setLocation(read());
    return globalHistory.listen(() => setLocation(read()));
  }, [enabled]);
  return location;
}
