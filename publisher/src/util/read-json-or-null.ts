import fs from "node:fs";

/** A state file the publisher wrote itself: missing or unreadable means "not there" (callers then start over). */
export function readJsonOrNull<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}
