import * as React from "react";
import { decorative, type IconProps } from "./svg-props";

export function CloseCross(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" {...decorative} {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
