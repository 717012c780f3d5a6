import { createHmac } from "node:crypto";
import safeCompare from "tsscmp";

/**
 * The one signing rule between the CMS and the preview server (docs/preview.md). The CMS's Preview
 * handler signs a short-lived link for one site path; the preview server exchanges it for a cookie that
 * it signs the same way. Both sides import this file (the preview server from cms/src/contract, as the scripts
 * do with local-defaults.ts), so the format cannot drift. Only node:crypto and tsscmp, which both packages
 * depend on: it must load in both.
 *
 * Token:  `<expiry seconds>.<base64url path>.<base64url HMAC-SHA256("enter\n" expiry "\n" path)>`
 * Cookie: `<expiry seconds>.<base64url HMAC-SHA256("cookie\n" expiry)>`
 * The purpose prefix keeps a cookie from passing as a token and the other way round. Signatures are
 * compared as strings with tsscmp, in constant time whatever their lengths (a forged one may be any length).
 */
const PREVIEW_TOKEN_TTL_SECONDS = 5 * 60;
export const PREVIEW_COOKIE_TTL_SECONDS = 60 * 60;
/** Shortest secret accepted: as long as the publisher's webhook token. */
export const MIN_PREVIEW_SECRET_LENGTH = 32;

const mac = (secret: string, message: string): string => createHmac("sha256", secret).update(message).digest("base64url");

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A site path the preview may redirect to: same origin only, never `//host` or a scheme. */
const isSitePath = (path: string): boolean =>
  path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") && ![...path].some((char) => char.charCodeAt(0) < 0x20);

export const signPreviewToken = (secret: string, path: string, expiresAt: number = nowSeconds() + PREVIEW_TOKEN_TTL_SECONDS): string => {
  if (!isSitePath(path)) throw new Error(`not a site path: ${JSON.stringify(path)}`);
  return `${expiresAt}.${Buffer.from(path).toString("base64url")}.${mac(secret, `enter\n${expiresAt}\n${path}`)}`;
};

/** The path the token was signed for, or null when it is malformed, forged or expired. */
export const verifyPreviewToken = (secret: string, token: string, now: number = nowSeconds()): string | null => {
  const [expiry, encodedPath, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !expiry || !encodedPath || !signature || !/^\d{1,12}$/.test(expiry)) return null;
  const path = Buffer.from(encodedPath, "base64url").toString();
  if (!safeCompare(signature, mac(secret, `enter\n${expiry}\n${path}`))) return null;
  if (Number(expiry) <= now || !isSitePath(path)) return null;
  return path;
};

export const signPreviewCookie = (secret: string, expiresAt: number = nowSeconds() + PREVIEW_COOKIE_TTL_SECONDS): string =>
  `${expiresAt}.${mac(secret, `cookie\n${expiresAt}`)}`;

export const verifyPreviewCookie = (secret: string, value: string, now: number = nowSeconds()): boolean => {
  const [expiry, signature, ...rest] = value.split(".");
  if (rest.length > 0 || !expiry || !signature || !/^\d{1,12}$/.test(expiry)) return false;
  return safeCompare(signature, mac(secret, `cookie\n${expiry}`)) && Number(expiry) > now;
};
