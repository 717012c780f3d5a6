import * as React from "react";
import { theme } from "../theme";
import { decorative, type IconProps } from "./svg-props";

/** The brand mark: a lark's rising wing over a sun disc. The disc takes the current text colour. */
export function LogoMark({ accent = theme.colors.highlight, ...props }: IconProps & { accent?: string }) {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" {...decorative} {...props}>
      <circle cx="20" cy="20" r="20" fill="currentColor" />
      <path d="M7 25.5c6.4-.6 10.6-4.9 13-13.5 2.4 8.6 6.6 12.9 13 13.5-5.6.5-9.8 2.8-13 7-3.2-4.2-7.4-6.5-13-7z" fill={accent} />
      <circle cx="20" cy="9" r="2.2" fill={accent} />
    </svg>
  );
}
