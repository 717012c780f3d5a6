/**
 * The one definition of where Tab may go inside a modal region (the consent dialog, the full-screen menu)
 * and how it wraps at the ends.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements Tab can reach: not inside hidden or inert content, not made invisible by an animation. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[hidden], [inert]") && window.getComputedStyle(element).visibility !== "hidden",
  );
}

/**
 * Tab from the last element wraps to the first and Shift+Tab from the first to the last; from anywhere
 * that is not one of them (a heading focused on open, the page behind) Tab goes to the first and
 * Shift+Tab to the last. A modal <dialog> makes the page inert, but the browser would still move focus
 * out to its own toolbar.
 */
export function wrapTabFocus(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabbables = tabbableElements(container);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) return;
  const focused = document.activeElement;
  const inList = focused instanceof HTMLElement && tabbables.includes(focused);
  if (event.shiftKey && (focused === first || !inList)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (focused === last || !inList)) {
    event.preventDefault();
    first.focus();
  }
}
