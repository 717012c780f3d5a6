import safeCompare from "tsscmp";

/**
 * True when the Authorization header is exactly `Bearer <expected>`. The one secret comparison of the Node
 * packages (the CMS uses the same library): tsscmp compares HMACs of both sides under a random key, so the
 * time taken says nothing about the secret, its length included.
 */
export function isAuthorized(header: string | string[] | undefined, expected: string): boolean {
  if (typeof header !== "string" || expected === "") return false;
  const match = /^Bearer[ ]+(.+)$/i.exec(header.trim());
  return safeCompare(match?.[1] ?? "", expected);
}
