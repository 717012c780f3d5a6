import * as React from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements Tab can reach: not inside hidden or inert content, not made invisible by an animation. */
function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[hidden], [inert]") && window.getComputedStyle(element).visibility !== "hidden",
  );
}

/**
 * Keeps keyboard focus inside `container` while active (the full-screen menu is modal in effect):
 * Tab from the last element wraps to the first, Shift+Tab from the first wraps to the last, and focus
 * that lands outside (e.g. by clicking the page behind) is brought back.
 */
export function useFocusTrap(containerRef: React.RefObject<HTMLElement>, active: boolean): void {
  React.useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const container = containerRef.current;
      if (event.key !== "Tab" || !container) return;
      const tabbables = tabbableElements(container);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      if (!first || !last) return;
      const focused = document.activeElement;
      const outside = !focused || !container.contains(focused);
      if (event.shiftKey && (focused === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (focused === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) tabbableElements(container)[0]?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [active, containerRef]);
}
