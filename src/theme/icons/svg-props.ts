import type * as React from "react";

/** Icons are decorative: the control that holds one carries the accessible name. */
export type IconProps = Omit<React.SVGProps<SVGSVGElement>, "ref" | "children">;

export const decorative = { "aria-hidden": true, focusable: "false" } as const;
