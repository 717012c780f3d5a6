import * as React from "react";
import { tabbableElements, wrapTabFocus } from "../../lib/tab-focus";

/**
 * Keeps keyboard focus inside `container` while active (the full-screen menu is modal in effect):
 * Tab from the last element wraps to the first, Shift+Tab from the first wraps to the last, and focus
 * that lands outside (e.g. by clicking the page behind) is brought back.
 */
export function useFocusTrap(containerRef: React.RefObject<HTMLElement>, active: boolean): void {
  React.useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (containerRef.current) wrapTabFocus(event, containerRef.current);
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
