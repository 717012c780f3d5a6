import * as React from "react";

/** Scrolled further than this, the header is compact (less than its top strip: the strip is what scrolls away). */
const COMPACT_AFTER_PX = 4;

/**
 * The header stays on screen at every width and turns compact once the page is scrolled (docs/navigation.md, "The
 * sticky header"). It marks the header itself (data-compact) rather than re-rendering on every scroll; the
 * stylesheet moves and shrinks the bar's parts with transforms only, so nothing on the page shifts.
 */
export function useCompactOnScroll(ref: React.RefObject<HTMLElement>, active: boolean): void {
  React.useEffect(() => {
    const header = ref.current;
    if (!active || !header) return undefined;
    const update = () => {
      const compact = window.scrollY > COMPACT_AFTER_PX;
      if (compact !== header.hasAttribute("data-compact")) header.toggleAttribute("data-compact", compact);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      header.removeAttribute("data-compact");
    };
  }, [ref, active]);
}
