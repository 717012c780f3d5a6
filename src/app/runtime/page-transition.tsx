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
  // The page to show next; read when the old one has left, so a navigation during the fade-out lands on the latest.
  const next = React.useRef({ key: routeKey, element: children });
  next.current = { key: routeKey, element: children };

  React.useEffect(() => {
    if (routeKey === shown.key) {
      if (children !== shown.element) setShown({ key: routeKey, element: children });
      return;
    }
    if (prefersReducedMotion()) {
      setShown({ key: routeKey, element: children });
      setPhase("entering");
      return;
    }
    setPhase("leaving");
  }, [routeKey, children, shown]);

  // The fade-out is timed from the committed "leaving" phase, not from the navigation: on a busy CPU a timer set
  // beside setPhase("leaving") could fire before React rendered it, and the old page would vanish without leaving.
  React.useEffect(() => {
    if (phase !== "leaving") return undefined;
    const timer = window.setTimeout(() => {
      setShown(next.current);
      setPhase("entering");
    }, PAGE_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

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
