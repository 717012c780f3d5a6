import { queries } from "./theme";

/** True when the visitor asked for reduced motion; every animation is then instant. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(queries.reducedMotion).matches;
}
