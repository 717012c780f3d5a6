import { gsap } from "gsap";
import { useGSAP } from "@gsap/react";

// Registering the hook ties it to this copy of gsap (the plugin docs ask for it once, anywhere).
gsap.registerPlugin(useGSAP);

export { gsap, useGSAP };

export { prefersReducedMotion } from "./reduced-motion";
