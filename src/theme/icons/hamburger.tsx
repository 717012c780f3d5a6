import * as React from "react";
import { decorative, type IconProps } from "./svg-props";

export function Hamburger(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" {...decorative} {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}
