import * as React from "react";
import { decorative, roundStroke, type IconProps } from "./svg-props";

/** Points down; callers rotate it (right for "opens a submenu", up for "expanded"). */
export function Chevron(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" {...roundStroke} {...decorative} {...props}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
