import { browserStorage } from "../../lib/browser-storage";

/**
 * Scrolling after a navigation (docs/runtime.md, "Scroll"). Gatsby's own scroll handling is switched off
 * (shouldUpdateScroll → false) because it would scroll the page that is still leaving; the transition calls
 * `scrollAfterNavigation` once the new page is in place:
 * - Back/Forward (a history traversal) returns to where the visitor was on that entry;
 * - any other navigation goes to the element named by the URL's hash, else to the top.
 */

/** Session storage key: positions outlive a reload of the tab, like the browser's own restoration. */
const STORAGE_KEY = "scrollPositions";
/** Enough for a long visit; the oldest entries are dropped first. */
const MAX_ENTRIES = 50;

/** The last scroll position of each history entry shown, by path and history key. */
const positions = new Map<string, number>();
let traversing = false;
/** Whether the previous documents' positions have been read from session storage into `positions`. */
let storedRead = false;

const entryKey = (pathname: string, routeKey: string) => `${pathname}|${routeKey}`;

/**
 * The previous documents' positions, read once and only when something needs them: a reload or Back/Forward that
 * loaded the page afresh, a traversal inside the app, the page being left. A tab's first touch of session storage
 * waits on the browser process (0.8–8 ms on the host, bench/RESULTS.md 2026-11-30), too dear for the app's start.
 * Positions remembered since the page started are newer and stay after them.
 */
function readStoredPositions(): void {
  if (storedRead) return;
  storedRead = true;
  const current = [...positions];
  positions.clear();
  try {
    const stored = JSON.parse(browserStorage("sessionStorage")?.getItem(STORAGE_KEY) ?? "[]") as [string, number][];
    for (const [key, y] of stored) if (typeof key === "string" && Number.isFinite(y)) positions.set(key, y);
  } catch {
    // Unreadable positions are forgotten: the page starts at the top.
  }
  for (const [key, y] of current) {
    positions.delete(key);
    positions.set(key, y);
  }
}

/**
 * gatsby-browser onClientEntry: the runtime owns scrolling. The browser's own restoration would jump the
 * page that is still fading out; a popstate marks the next page change as a traversal.
 */
export function startScrollMemory(): void {
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
  window.addEventListener("popstate", () => {
    traversing = true;
  });
  window.addEventListener("pagehide", () => {
    readStoredPositions();
    try {
      browserStorage("sessionStorage")?.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
    } catch {
      // Storage full or blocked: only a reload's restoring is lost.
    }
  });
}

/** Called while a page is settled on screen, so a later Back/Forward (or reload) can return to it. */
export function rememberScroll(pathname: string, routeKey: string, y: number): void {
  const key = entryKey(pathname, routeKey);
  positions.delete(key);
  positions.set(key, y);
}

/** After a transition: the remembered position on Back/Forward, else the hash's element, else the top. */
export function scrollAfterNavigation(location: Pick<Location, "hash" | "pathname">, routeKey: string): void {
  const traversal = traversing;
  traversing = false;
  if (traversal) readStoredPositions();
  const saved = positions.get(entryKey(location.pathname, routeKey));
  if (traversal && saved !== undefined) {
    window.scrollTo(0, saved);
    return;
  }
  const id = hashTarget(location.hash);
  const target = id ? document.getElementById(id) : null;
  if (target) {
    target.scrollIntoView({ block: "start" });
    return;
  }
  window.scrollTo(0, 0);
}

/** The element id a hash names; a malformed escape (a hand-typed `#%E0%A4`) names nothing rather than throwing. */
function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return "";
  }
}

/**
 * The first page of a document: a reload or a Back/Forward that loaded the page afresh returns to the
 * remembered position; any other load keeps the browser's start (the top, or the hash's element).
 */
export function scrollAfterLoad(location: Pick<Location, "pathname">, routeKey: string): void {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  if (type !== "reload" && type !== "back_forward") return;
  readStoredPositions();
  const saved = positions.get(entryKey(location.pathname, routeKey));
  if (saved !== undefined) window.scrollTo(0, saved);
}
