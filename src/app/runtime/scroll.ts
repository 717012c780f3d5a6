/**
 * The view scrolls to the top on each route change, and to the element when the URL has a hash (docs/runtime.md).
 * Gatsby's own scroll handling is switched off (shouldUpdateScroll → false) because it would scroll the
 * page that is still leaving; the transition calls this once the new page is in place.
 */
export function scrollAfterNavigation(location: Pick<Location, "hash">): void {
  const id = decodeURIComponent(location.hash.replace(/^#/, ""));
  const target = id ? document.getElementById(id) : null;
  if (target) {
    target.scrollIntoView({ block: "start" });
    return;
  }
  window.scrollTo(0, 0);
}
