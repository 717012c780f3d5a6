import { createHash, timingSafeEqual } from "node:crypto";

function sha256(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

/**
 * True when the Authorization header is exactly `Bearer <expected>`.
 * Both sides are hashed first so the comparison always runs on two 32-byte buffers:
 * timingSafeEqual throws on unequal lengths, and an early length check would leak the
 * token's length through timing.
 */
export function isAuthorized(header: string | string[] | undefined, expected: string): boolean {
  if (typeof header !== "string" || expected === "") return false;
  const match = /^Bearer[ ]+(.+)$/i.exec(header.trim());
  const presented = match?.[1] ?? "";
  return timingSafeEqual(sha256(presented), sha256(expected));
}
