import { CONSENT_PREFERENCES_HASH } from "../../lib/consent-signals";
import { COOKIE_POLICY_PATH, withTrailingSlash } from "../../lib/page-path";

/**
 * When the consent dialog shows (docs/consent.md): when forced — the URL carries #cookie-consent-preferences or
 * a rich-text link asked for it — or when there is no valid stored decision, except on /cookie-policy/,
 * where a visitor must be able to read the policy first. The head script applies the same rule before
 * React loads (src/features/consent/consent-bootstrap-script.ts); a unit test holds them together.
 */
export function isCookiePolicyPath(pathname: string, policyPath: string = COOKIE_POLICY_PATH): boolean {
  // The page's own locale's policy (`policyPath`), and the default locale's, which every locale falls back to.
  const path = withTrailingSlash(pathname);
  return path === COOKIE_POLICY_PATH || path === withTrailingSlash(policyPath);
}

export function isConsentForcedByHash(hash: string): boolean {
  return hash === CONSENT_PREFERENCES_HASH;
}

export interface VisibilityInput {
  pathname: string;
  hash: string;
  hasValidRecord: boolean;
  /** The cookie policy in the page's locale. */
  policyPath?: string;
}

export function shouldShowConsentDialog({ pathname, hash, hasValidRecord, policyPath }: VisibilityInput): boolean {
  return isConsentForcedByHash(hash) || (!hasValidRecord && !isCookiePolicyPath(pathname, policyPath));
}
