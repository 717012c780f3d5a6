import path from "node:path";

/**
 * Types sirv's MIME table (mrmime) leaves empty. With `nosniff` an empty Content-Type would make
 * browsers refuse the file, and favicon.ico is in nearly every Gatsby site.
 */
const OVERRIDES: Record<string, string> = {
  ".ico": "image/x-icon",
};

export function contentTypeOverride(filePath: string): string | undefined {
  return OVERRIDES[path.extname(filePath).toLowerCase()];
}
