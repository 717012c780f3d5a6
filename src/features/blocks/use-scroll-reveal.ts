import * as React from "react";
import { whenConsentSettled } from "../../lib/consent-signals";
import { prefersReducedMotion } from "../../theme/reduced-motion";

type Idle = (callback: () => void) => number;

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
    const idle: Idle = (window as Window & { requestIdleCallback?: Idle }).requestIdleCallback ?? ((callback) => window.setTimeout(callback, 200));
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
      if (!cancelled) idle(start);
    });
    return () => {
      cancelled = true;
      unmounted.abort();
      stop?.();
    };
  }, [containerRef]);
}
