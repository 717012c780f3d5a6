/**
 * window.localStorage / sessionStorage, or null where there is none (on the server) or where reading
 * the property itself throws (storage blocked by the browser's settings). Every caller copes with null.
 */
export function browserStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}
