import * as React from "react";
import { theme } from "../theme";
import { decorative, type IconProps } from "./svg-props";

const NAME = "Lumen & Lark";

/**
 * The brand name as drawn lettering. textLength pins its width to the viewBox, so the mark occupies the
 * same box whichever font has loaded (no layout shift when Fraunces arrives).
 */
export function Wordmark(props: IconProps) {
  return (
    <svg viewBox="0 0 152 28" width="152" height="28" {...decorative} {...props}>
      <text
        x="0"
        y="21"
        textLength="152"
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        style={{ fontFamily: theme.fonts.heading, fontSize: "23px", fontWeight: 600, letterSpacing: "-0.01em" }}
      >
        {NAME}
      </text>
    </svg>
  );
}
