import * as React from "react";
import { queries } from "../../theme/theme";

type MenuMode = "desktop" | "mobile";

export interface MenuEnvironment {
  /** null until the browser has told us its width (server render and first hydration pass). */
  mode: MenuMode | null;
  reducedMotion: boolean;
}

const UNKNOWN: MenuEnvironment = { mode: null, reducedMotion: false };

/**
 * Which menu the header runs (desktop from 1280px, docs/navigation.md), and whether motion is reduced. Both
 * media queries are watched, so crossing 1280px switches the mode; the header keys each menu by mode, so the
 * old one (with its timelines, scroll lock and open state) is torn down and a fresh closed one is built.
 * Plain matchMedia, not gsap's: the menu mode is needed at once, gsap only when something animates.
 */
export function useMenuEnvironment(): MenuEnvironment {
  const [environment, setEnvironment] = React.useState<MenuEnvironment>(UNKNOWN);
  React.useEffect(() => {
    const desktop = window.matchMedia(queries.desktopMenu);
    const reduce = window.matchMedia(queries.reducedMotion);
    const read = () => {
      const next: MenuEnvironment = { mode: desktop.matches ? "desktop" : "mobile", reducedMotion: reduce.matches };
      setEnvironment((previous) => (previous.mode === next.mode && previous.reducedMotion === next.reducedMotion ? previous : next));
    };
    read();
    desktop.addEventListener("change", read);
    reduce.addEventListener("change", read);
    return () => {
      desktop.removeEventListener("change", read);
      reduce.removeEventListener("change", read);
    };
  }, []);
  return environment;
}
