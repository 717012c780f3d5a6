import * as React from "react";
import { decorative, roundStroke, type IconProps } from "./svg-props";

/** The arrow of a way back ("All posts"). Drawn, not typed, for the reason ArrowRight gives. */
export function ArrowLeft(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" {...roundStroke} {...decorative} {...props}>
      <path d="M20 12H5M11 6l-6 6 6 6" />
    </svg>
  );
}
