import * as React from "react";
import { whenConsentSettled } from "../../lib/consent-signals";
import { whenIdle } from "../../lib/when-idle";
import { prefersReducedMotion } from "../../theme/reduced-motion";

/**
 * Starts the scroll-driven section animations for the children of `containerRef` once the page has
 * painted, the visitor has answered the cookie dialog (nothing plays behind it) and the browser is idle,
 * importing them on demand. Under reduced motion nothing is loaded.
 */
export function useScrollReveal(containerRef: React.RefObject<HTMLElement>): void {
  React.useEffect(() => {
    const container = containerRef.current;
    if (!container || prefersReducedMotion()) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      if (cancelled) return;
      import(/* webpackChunkName: "scroll-reveal" */ "./scroll-reveal").then(
        ({ startScrollReveal }) => {
          if (!cancelled) stop = startScrollReveal([...container.children].filter((child): child is HTMLElement => child instanceof HTMLElement));
        },
        // Decoration only: a chunk that fails to load leaves the page fully visible.
        () => undefined,
      );
    };
    const unmounted = new AbortController();
    void whenConsentSettled(unmounted.signal).then(() => {
      if (!cancelled) whenIdle(start, { fallbackMs: 200 });
    });
    return () => {
      cancelled = true;
      unmounted.abort();
      stop?.();
    };
  }, [containerRef]);
}
