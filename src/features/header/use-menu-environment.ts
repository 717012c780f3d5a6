import * as React from "react";
import { gsap, useGSAP } from "../../theme/motion";
import { queries } from "../../theme/theme";

type MenuMode = "desktop" | "mobile";

export interface MenuEnvironment {
  /** null until the browser has told us its width (server render and first hydration pass). */
  mode: MenuMode | null;
  reducedMotion: boolean;
}

const UNKNOWN: MenuEnvironment = { mode: null, reducedMotion: false };

/**
 * Which menu the header runs (desktop from 1280px, docs/navigation.md). gsap.matchMedia re-runs the setup whenever a
 * condition flips, so crossing 1280px switches the mode; the header keys each menu by mode, so the old
 * one (with its timelines, scroll lock and open state) is torn down and a fresh closed one is built.
 */
export function useMenuEnvironment(): MenuEnvironment {
  const [environment, setEnvironment] = React.useState<MenuEnvironment>(UNKNOWN);
  useGSAP(() => {
    // Created inside useGSAP's context, so it is reverted (listeners removed) when the header unmounts.
    const mm = gsap.matchMedia();
    mm.add({ desktop: queries.desktopMenu, mobile: queries.mobileMenu, reduce: queries.reducedMotion }, (context) => {
      const conditions = context.conditions as { desktop: boolean; reduce: boolean };
      setEnvironment({ mode: conditions.desktop ? "desktop" : "mobile", reducedMotion: conditions.reduce });
    });
  });
  return environment;
}
