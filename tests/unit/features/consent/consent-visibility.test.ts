import { isCookiePolicyPath, shouldShowConsentDialog } from "../../../../src/features/consent/consent-visibility";

describe("when the consent dialog shows", () => {
  test("no stored decision: on every page except the cookie policy", () => {
    expect(shouldShowConsentDialog({ pathname: "/", hash: "", hasValidRecord: false })).toBe(true);
    expect(shouldShowConsentDialog({ pathname: "/blog/a-post/", hash: "", hasValidRecord: false })).toBe(true);
    expect(shouldShowConsentDialog({ pathname: "/cookie-policy/", hash: "", hasValidRecord: false })).toBe(false);
    expect(shouldShowConsentDialog({ pathname: "/cookie-policy", hash: "", hasValidRecord: false })).toBe(false);
  });

  test("a valid stored decision: not shown", () => {
    expect(shouldShowConsentDialog({ pathname: "/", hash: "", hasValidRecord: true })).toBe(false);
  });

  test("forced by #cookie-consent-preferences: shown everywhere, whatever is stored", () => {
    expect(shouldShowConsentDialog({ pathname: "/", hash: "#cookie-consent-preferences", hasValidRecord: true })).toBe(true);
    expect(shouldShowConsentDialog({ pathname: "/cookie-policy/", hash: "#cookie-consent-preferences", hasValidRecord: true })).toBe(true);
    expect(shouldShowConsentDialog({ pathname: "/", hash: "#free-consultation", hasValidRecord: true })).toBe(false);
  });

  test("only the top-level cookie policy path counts", () => {
    expect(isCookiePolicyPath("/cookie-policy/")).toBe(true);
    expect(isCookiePolicyPath("/legal/cookie-policy/")).toBe(false);
    expect(isCookiePolicyPath("/cookie-policy-old/")).toBe(false);
  });
});
