import * as React from "react";
import { decorative, type IconProps } from "./svg-props";

/**
 * The services grid's icons: a fixed set the CMS offers as an enumeration (blocks.service-item.icon), drawn
 * once here in one stroke style, so every card matches and editors never upload SVG.
 */
const PATHS = {
  strategy: "M4 20l5-5m0 0l3 3 8-8M12 10h8v8M4 4h6v6H4z",
  search: "M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM16 16l5 5",
  social: "M7 10a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM17 20a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM17 10a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM9.5 8.5l5 -2M9.5 8.5l5 8",
  content: "M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7",
  email: "M3 6h18v12H3zM3 7l9 6 9-6",
  analytics: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  brand: "M12 3l2.6 5.6L20.5 9l-4.3 4.2 1 6-5.2-2.9-5.2 2.9 1-6L3.5 9l5.9-.4z",
  design: "M4 20l4-1 11-11-3-3L5 16zM14 7l3 3M4 20h16",
} as const;

export type ServiceIconName = keyof typeof PATHS;

export const isServiceIconName = (name: string | null | undefined): name is ServiceIconName =>
  typeof name === "string" && Object.prototype.hasOwnProperty.call(PATHS, name);

export function ServiceIcon({ name, ...props }: IconProps & { name: ServiceIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
      {...decorative}
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
