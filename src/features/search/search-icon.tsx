import * as React from "react";
import { decorative, roundStroke, type IconProps } from "../../theme/icons/svg-props";

/** A magnifying glass, drawn like the site's other line icons. */
export function SearchIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" {...roundStroke} {...decorative} {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 20 20" />
    </svg>
  );
}
