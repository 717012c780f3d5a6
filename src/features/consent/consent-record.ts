/**
 * The visitor's cookie decision as it is kept in localStorage (docs/consent.md), written and read in one place.
 *
 *   consentMode               = { functionality_storage, security_storage, ad_storage, analytics_storage,
 *                                 personalization }, each "granted" or "denied"
 *   cookieConsentInterstitial = { init: true, expiration: unix seconds } — 365 days after the decision
 *
 * Anything else under those keys (bad JSON, other keys, wrong types, NaN, an expiry in the past or further
 * ahead than a decision made now could set) was not written by us or is stale: it counts as no record, so
 * the visitor is asked again. Reading never throws, because storage itself may be blocked.
 * The head script (src/features/consent/consent-bootstrap-script.ts) applies the same rules before React
 * loads; a unit test holds the two to the same answers.
 */
export const CONSENT_MODE_KEY = "consentMode";
export const CONSENT_INTERSTITIAL_KEY = "cookieConsentInterstitial";

export const CONSENT_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
/** Slack for a clock that was ahead when the decision was stored; beyond it an expiry is foreign. */
export const EXPIRY_TOLERANCE_SECONDS = 24 * 60 * 60;

export type ConsentValue = "granted" | "denied";

export const CONSENT_MODE_FIELDS = ["functionality_storage", "security_storage", "ad_storage", "analytics_storage", "personalization"] as const;
export type ConsentModeField = (typeof CONSENT_MODE_FIELDS)[number];
export type ConsentMode = Record<ConsentModeField, ConsentValue>;

export interface ConsentInterstitial {
  init: boolean;
  expiration: number;
}

export interface StoredConsent {
  mode: ConsentMode;
  interstitial: ConsentInterstitial;
}

export function nowInSeconds(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000);
}

function parseJson(raw: string | null | undefined): unknown {
  if (typeof raw !== "string") return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function plainObject(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function hasExactly(object: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(object);
  return own.length === keys.length && keys.every((key) => Object.prototype.hasOwnProperty.call(object, key));
}

function isConsentValue(value: unknown): value is ConsentValue {
  return value === "granted" || value === "denied";
}

export function parseConsentMode(raw: string | null | undefined): ConsentMode | null {
  const object = plainObject(parseJson(raw));
  if (!object || !hasExactly(object, CONSENT_MODE_FIELDS)) return null;
  return CONSENT_MODE_FIELDS.every((field) => isConsentValue(object[field])) ? (object as ConsentMode) : null;
}

/** A decision that is still in force at `now` (unix seconds). */
export function parseConsentInterstitial(raw: string | null | undefined, now: number): ConsentInterstitial | null {
  const object = plainObject(parseJson(raw));
  if (!object || !hasExactly(object, ["init", "expiration"])) return null;
  const { init, expiration } = object;
  if (init !== true || typeof expiration !== "number" || !Number.isFinite(expiration)) return null;
  if (expiration <= now || expiration > now + CONSENT_LIFETIME_SECONDS + EXPIRY_TOLERANCE_SECONDS) return null;
  return { init, expiration };
}

/** Both records, valid and unexpired, or null. Storage that throws counts as empty. */
export function readStoredConsent(storage: Pick<Storage, "getItem"> | null | undefined, now: number): StoredConsent | null {
  if (!storage) return null;
  try {
    const mode = parseConsentMode(storage.getItem(CONSENT_MODE_KEY));
    const interstitial = parseConsentInterstitial(storage.getItem(CONSENT_INTERSTITIAL_KEY), now);
    return mode && interstitial ? { mode, interstitial } : null;
  } catch {
    return null;
  }
}

/** The records a decision made at `now` (unix seconds) stores. */
export function consentRecords(mode: ConsentMode, now: number): StoredConsent {
  return { mode: { ...mode }, interstitial: { init: true, expiration: now + CONSENT_LIFETIME_SECONDS } };
}

/** The exact strings stored, keys in the documented order. */
export function serialiseConsent(stored: StoredConsent): Record<typeof CONSENT_MODE_KEY | typeof CONSENT_INTERSTITIAL_KEY, string> {
  const mode = Object.fromEntries(CONSENT_MODE_FIELDS.map((field) => [field, stored.mode[field]]));
  return {
    [CONSENT_MODE_KEY]: JSON.stringify(mode),
    [CONSENT_INTERSTITIAL_KEY]: JSON.stringify({ init: stored.interstitial.init, expiration: stored.interstitial.expiration }),
  };
}

/** False when storage is unavailable or full: the decision then holds for this page only. */
export function writeStoredConsent(storage: Pick<Storage, "setItem"> | null | undefined, stored: StoredConsent): boolean {
  if (!storage) return false;
  try {
    for (const [key, value] of Object.entries(serialiseConsent(stored))) storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
