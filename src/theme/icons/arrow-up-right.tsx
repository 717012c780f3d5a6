import * as React from "react";
import { decorative, roundStroke, type IconProps } from "./svg-props";

/**
 * The mark after a link that leaves the site. Drawn, not typed: "↗" is outside the web fonts' subsets, so as text it
 * took a system font, and the browser looked that font up at every size the text used (docs/architecture.md, "Fonts").
 */
export function ArrowUpRight(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" {...roundStroke} {...decorative} {...props}>
      <path d="M6 21 18 9M9 9h9v9" />
    </svg>
  );
}
