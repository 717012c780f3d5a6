import type * as React from "react";

/** Inline scripts that must run before any tag script (consent defaults). Filled in by the consent feature. */
export function consentHeadScripts(): React.ReactElement[] {
  return [];
}
