import * as React from "react";
import { decorative, roundStroke, type IconProps } from "./svg-props";

/**
 * The arrow after a call to action. Drawn, not typed: "→" is outside the web fonts' subsets, so as text it took
 * whatever system font a machine has, and its width with it.
 */
export function ArrowRight(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" {...roundStroke} {...decorative} {...props}>
      <path d="M4 12h15M13 6l6 6-6 6" />
    </svg>
  );
}
