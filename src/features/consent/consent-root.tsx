import * as React from "react";

/** Mounts the cookie-consent dialog once for the whole app. Filled in by the consent feature. */
export function ConsentRoot({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}
