import { CONSENT_PREFERENCES_HASH } from "../../lib/consent-signals";
import { COOKIE_POLICY_PATH, withTrailingSlash } from "../../lib/page-path";

/**
 * When the consent dialog shows (docs/consent.md): when forced — the URL carries #cookie-consent-preferences or
 * a rich-text link asked for it — or when there is no valid stored decision, except on /cookie-policy/,
 * where a visitor must be able to read the policy first. The head script applies the same rule before
 * React loads (src/features/consent/consent-bootstrap-script.ts); a unit test holds them together.
 */
export function isCookiePolicyPath(pathname: string): boolean {
  return withTrailingSlash(pathname) === COOKIE_POLICY_PATH;
}

export function isConsentForcedByHash(hash: string): boolean {
  return hash === CONSENT_PREFERENCES_HASH;
}

export interface VisibilityInput {
  pathname: string;
  hash: string;
  hasValidRecord: boolean;
}

export function shouldShowConsentDialog({ pathname, hash, hasValidRecord }: VisibilityInput): boolean {
  return isConsentForcedByHash(hash) || (!hasValidRecord && !isCookiePolicyPath(pathname));
}
