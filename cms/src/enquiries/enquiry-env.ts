/**
 * The enquiry endpoint's settings from the environment (cms/README.md, "Environment"). Read when used, not at
 * import, so a test CMS started with other values gets them.
 */

/** Where the site runs when SITE_URL is unset: the site build's own default (plugins/cms-data-layer/env.ts). */
const LOCAL_SITE_URL = "http://127.0.0.1:9000";

/** A retried enquiry is given up after this many attempts in all; editors see it as "failed" in the admin. */
export const MAX_EMAIL_ATTEMPTS = 10;

export interface EnquiryEnv {
  /** The public site, without a trailing slash: the no-JavaScript form returns there. */
  siteUrl: string;
  /** Origins whose pages may send the form: SITE_URL's origin and ENQUIRY_ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  ratePoints: number;
  rateWindowSeconds: number;
  retryMinutes: number;
  retentionDays: number;
  /** ENQUIRY_FROM ("Agency <website@agency.example>") when set: the emails' From; else the configuration's email is. */
  from: string | null;
}

const positiveInt = (name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`[enquiries] ${name} must be a whole number from 1 to ${max}, got "${raw}".`);
  return value;
};

const originOf = (name: string, value: string): string => {
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`[enquiries] ${name} must hold absolute URLs such as https://www.example.com, got "${value}".`);
  }
};

export const enquiryEnv = (): EnquiryEnv => {
  const siteUrl = (process.env.SITE_URL?.trim() || LOCAL_SITE_URL).replace(/\/+$/, "");
  const extra = (process.env.ENQUIRY_ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => originOf("ENQUIRY_ALLOWED_ORIGINS", value));
  return {
    siteUrl,
    allowedOrigins: [...new Set([originOf("SITE_URL", siteUrl), ...extra])],
    ratePoints: positiveInt("ENQUIRY_RATE_LIMIT", 5),
    rateWindowSeconds: positiveInt("ENQUIRY_RATE_WINDOW_SECONDS", 3600),
    // A cron step: every N minutes within the hour.
    retryMinutes: positiveInt("ENQUIRY_RETRY_MINUTES", 5, 59),
    retentionDays: positiveInt("ENQUIRY_RETENTION_DAYS", 365),
    from: process.env.ENQUIRY_FROM?.trim() || null,
  };
};

/**
 * A request without an Origin header is let through: browsers always send one on a cross-origin POST, so its
 * absence means a non-browser client, which the origin check cannot stop anyway (the rate limit does). "null"
 * (a sandboxed or privacy-stripped page) is not one of ours.
 */
export const originAllowed = (origin: string | undefined, allowed: readonly string[]): boolean => !origin || allowed.includes(origin);
