import * as React from "react";

/** Scrolls smaller than this (momentum, a phone's address bar settling) decide nothing. */
const JITTER_PX = 8;

/**
 * Below the desktop menu the header sticks to the top, and gets out of the way while the visitor reads on: it hides
 * as they scroll down past it and comes back as soon as they scroll up (docs/navigation.md). It marks the header
 * itself (data-hidden) rather than re-rendering on every scroll; the stylesheet does the rest, and keeps the
 * header in place under reduced motion or while something in it has focus.
 */
export function useHideOnScroll(ref: React.RefObject<HTMLElement>, active: boolean): void {
  React.useEffect(() => {
    const header = ref.current;
    if (!active || !header) return undefined;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < JITTER_PX) return;
      header.toggleAttribute("data-hidden", y > last && y > header.offsetHeight);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      header.removeAttribute("data-hidden");
    };
  }, [ref, active]);
}
