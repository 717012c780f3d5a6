import { gsap } from "gsap";
import { useGSAP } from "@gsap/react";
import { queries } from "./theme";

// Registering the hook ties it to this copy of gsap (the plugin docs ask for it once, anywhere).
gsap.registerPlugin(useGSAP);

export { gsap, useGSAP };

/** True when the visitor asked for reduced motion; every animation is then instant. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(queries.reducedMotion).matches;
}
