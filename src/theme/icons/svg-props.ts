import type * as React from "react";

/** Icons are decorative: the control that holds one carries the accessible name. */
export type IconProps = Omit<React.SVGProps<SVGSVGElement>, "ref" | "children">;

export const decorative = { "aria-hidden": true, focusable: "false" } as const;

/** The line icons' drawing: a 2px round stroke in the text colour, no fill. */
export const roundStroke = { fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round", strokeLinejoin: "round" } as const;
