import * as React from "react";
import { PAGE_TRANSITION_MS } from "./runtime-constants";
import { rememberScroll, scrollAfterLoad, scrollAfterNavigation } from "./scroll";
import { prefersReducedMotion } from "../../theme/reduced-motion";

interface PageTransitionProps {
  /** Changes on every navigation (the location key). */
  routeKey: string;
  children: React.ReactNode;
}

type Phase = "idle" | "leaving" | "entering";

/**
 * Page transitions in mode out-in (docs/runtime.md) — the old page fades out, then the new one is mounted and fades
 * in; instant under reduced motion. The scroll position is set when the new page is in place, so the
 * leaving page never jumps.
 */
export function PageTransition({ routeKey, children }: PageTransitionProps) {
  const [shown, setShown] = React.useState({ key: routeKey, element: children });
  const [phase, setPhase] = React.useState<Phase>("idle");

  React.useEffect(() => {
    if (routeKey === shown.key) {
      if (children !== shown.element) setShown({ key: routeKey, element: children });
      return undefined;
    }
    const swap = () => {
      setShown({ key: routeKey, element: children });
      setPhase("entering");
    };
    if (prefersReducedMotion()) {
      swap();
      return undefined;
    }
    setPhase("leaving");
    const timer = window.setTimeout(swap, PAGE_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [routeKey, children, shown]);

  React.useEffect(() => {
    if (phase !== "entering") return undefined;
    scrollAfterNavigation(window.location, shown.key);
    const frame = window.requestAnimationFrame(() => setPhase("idle"));
    return () => window.cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per entering page; shown.key is that page's key
  }, [phase]);

  // The document's first page: a reload returns to where the visitor was. Before the effect below records.
  React.useEffect(() => scrollAfterLoad(window.location, shown.key), []); // eslint-disable-line react-hooks/exhaustive-deps -- once, for the first page

  // The settled page's position is kept for Back/Forward. Only while idle: a leaving page does not move, and
  // an entering one is scrolled by the step above, not by the visitor.
  React.useEffect(() => {
    if (phase !== "idle") return undefined;
    const key = shown.key;
    const pathname = window.location.pathname;
    const onScroll = () => rememberScroll(pathname, key, window.scrollY);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [phase, shown.key]);

  return (
    <div
      data-page-transition={phase}
      style={{
        opacity: phase === "leaving" || phase === "entering" ? 0 : 1,
        transition: phase === "leaving" || phase === "idle" ? `opacity ${PAGE_TRANSITION_MS}ms ease` : "none",
      }}
    >
      {shown.element}
    </div>
  );
}
