import * as React from "react";
import { decorative, type IconProps } from "./svg-props";

/** Points down; callers rotate it (right for "opens a submenu", up for "expanded"). */
export function Chevron(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...decorative}
      {...props}
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
