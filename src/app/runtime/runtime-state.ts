import { createValueStore } from "../../lib/value-store";
import type { MessageKey } from "../../i18n/message-types";

/** A loading state around each navigation (docs/runtime.md). */
export const pageLoading = createValueStore(false);

export interface AppError {
  statusCode: number;
  /** Where it happened: navigating anywhere else clears it. */
  path: string;
  message?: string;
  description?: string;
  /** The runtime's own description, from the catalogue: shown in the page's language. */
  descriptionKey?: MessageKey;
}

/** The app's error state, cleared on the next successful navigation (docs/runtime.md). */
export const appError = createValueStore<AppError | null>(null);

/** Set when a new build is live: the next navigation reloads the page. */
export const newBuildAvailable = createValueStore(false);

/** Ends the loading state and marks the main region busy/idle for assistive technology. */
export function setPageLoading(loading: boolean): void {
  pageLoading.set(loading);
  const main = typeof document === "undefined" ? null : document.getElementById("main");
  if (loading) main?.setAttribute("aria-busy", "true");
  else main?.removeAttribute("aria-busy");
}
