import * as React from "react";
import { ConsentRoot } from "../features/consent/consent-root";
// The site-wide rules (element defaults, skip link, reduced motion), extracted to CSS at build time.
import "../theme/global-style";

/** Providers shared by every page, on the server and in the browser. */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return <ConsentRoot>{children}</ConsentRoot>;
}
