import { randomBytes } from "node:crypto";

/** e.g. 20250114-093012-045-7f3a: sorts chronologically, safe in URLs and file names. */
export const BUILD_ID_PATTERN = /^\d{8}-\d{6}-\d{3}-[0-9a-f]{4}$/;

export function newBuildId(date = new Date()): string {
  const iso = date.toISOString(); // 2025-01-14T09:30:12.045Z
  const day = iso.slice(0, 10).replace(/-/g, "");
  const time = iso.slice(11, 19).replace(/:/g, "");
  const ms = iso.slice(20, 23);
  return `${day}-${time}-${ms}-${randomBytes(2).toString("hex")}`;
}
