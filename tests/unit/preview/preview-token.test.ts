/** @jest-environment node */
import { signPreviewCookie, signPreviewToken, verifyPreviewCookie, verifyPreviewToken } from "@agency/cms/contract/preview-token";

// The same vector is checked in cms/tests/preview-handler.test.ts: computed once with plain node:crypto.
const SECRET = "preview-test-secret-0123456789abcdef";
const TOKEN = "1800000000.L2Jsb2cveC8.eg5OKGiYN7QOsTW3MZ06pcoVeXY8Uy9TyxyxE77DMek";
const COOKIE = "1800000000.HKMZKpSmij2DYSUX9tyNeZ1rAu4Dm9mw16J3N4k_72Q";

describe("preview token (signed by the CMS, verified by the preview server)", () => {
  it("signs path + expiry in the shared format", () => {
    expect(signPreviewToken(SECRET, "/blog/x/", 1800000000)).toBe(TOKEN);
  });

  it("a valid token before its expiry gives its path", () => {
    expect(verifyPreviewToken(SECRET, TOKEN, 1799999999)).toBe("/blog/x/");
  });

  it("an expired token is refused", () => {
    expect(verifyPreviewToken(SECRET, TOKEN, 1800000000)).toBeNull();
  });

  it("another secret, a changed path, a changed expiry or garbage is refused", () => {
    expect(verifyPreviewToken("another-secret-0123456789abcdef0123", TOKEN, 1700000000)).toBeNull();
    expect(verifyPreviewToken(SECRET, "1800000000.L2Fib3V0Lw.eg5OKGiYN7QOsTW3MZ06pcoVeXY8Uy9TyxyxE77DMek", 1700000000)).toBeNull();
    expect(verifyPreviewToken(SECRET, "1900000000.L2Jsb2cveC8.eg5OKGiYN7QOsTW3MZ06pcoVeXY8Uy9TyxyxE77DMek", 1700000000)).toBeNull();
    expect(verifyPreviewToken(SECRET, "", 1700000000)).toBeNull();
    expect(verifyPreviewToken(SECRET, "a.b.c.d", 1700000000)).toBeNull();
  });

  it("refuses to sign a path that would leave the site", () => {
    expect(() => signPreviewToken(SECRET, "//evil.example/", 1800000000)).toThrow('not a site path: "//evil.example/"');
    expect(() => signPreviewToken(SECRET, "https://evil.example/", 1800000000)).toThrow('not a site path: "https://evil.example/"');
  });
});

describe("preview cookie", () => {
  it("signs the expiry in the shared format and is valid until then", () => {
    expect(signPreviewCookie(SECRET, 1800000000)).toBe(COOKIE);
    expect(verifyPreviewCookie(SECRET, COOKIE, 1799999999)).toBe(true);
    expect(verifyPreviewCookie(SECRET, COOKIE, 1800000000)).toBe(false);
  });

  it("a token is not a cookie, and a cookie signed with another secret is refused", () => {
    expect(verifyPreviewCookie(SECRET, TOKEN, 1700000000)).toBe(false);
    expect(verifyPreviewCookie("another-secret-0123456789abcdef0123", COOKIE, 1700000000)).toBe(false);
  });
});
