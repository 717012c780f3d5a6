/**
 * Secrets and signatures are compared with tsscmp (double HMAC, constant time whatever the lengths), never
 * with a length check first, which would tell a caller how long the secret is. tsscmp is wrapped in a spy,
 * its real answer kept, so each case shows both the verdict and that the compare really ran.
 * Plain Jest: no Strapi needed. Run: npx jest --config cms/tests/jest.config.cjs secret-compare
 */
import safeCompare from "tsscmp";
import { isPreviewServerRequest } from "../src/lib/preview-draft-access";
import { verifyPreviewCookie, verifyPreviewToken } from "../src/contract/preview-token";

jest.mock("tsscmp", () => jest.fn(jest.requireActual<typeof safeCompare>("tsscmp")));
const compare = safeCompare as unknown as jest.Mock;

const SECRET = "preview-test-secret-0123456789abcdef";
// Written out with openssl, not with the code under test (expiry 4102444800 = 2100-01-01, path "/blog/"):
//   printf 'enter\n4102444800\n/blog/' | openssl dgst -sha256 -hmac "$SECRET" -binary | base64 (url-safe, unpadded)
const TOKEN_MAC = "DnWbGfMo0pVzwGncH7TZUKmFOpcYHQNi1b5QGb74WMM";
const TOKEN = `4102444800.L2Jsb2cv.${TOKEN_MAC}`;
//   printf 'cookie\n4102444800' | openssl dgst -sha256 -hmac "$SECRET" -binary | base64 (url-safe, unpadded)
const COOKIE_MAC = "GNigAGKjxnw7Ui3P1F2vKTXx-FmBF1L-kUy817TCYKI";
const NOW = 1_800_000_000;

const saved = process.env.PREVIEW_SECRET;
beforeEach(() => {
  compare.mockClear();
  process.env.PREVIEW_SECRET = SECRET;
});
afterAll(() => {
  if (saved === undefined) delete process.env.PREVIEW_SECRET;
  else process.env.PREVIEW_SECRET = saved;
});

describe("the preview server's header (isPreviewServerRequest)", () => {
  test("equal: passes", () => {
    expect(isPreviewServerRequest("preview-test-secret-0123456789abcdef")).toBe(true);
    expect(compare.mock.calls).toEqual([["preview-test-secret-0123456789abcdef", "preview-test-secret-0123456789abcdef"]]);
  });

  test("unequal, same length: refused after a full compare", () => {
    expect(isPreviewServerRequest("preview-test-secret-0123456789abcdeX")).toBe(false);
    expect(compare.mock.calls).toEqual([["preview-test-secret-0123456789abcdeX", "preview-test-secret-0123456789abcdef"]]);
  });

  test("unequal, different length: refused after a full compare, not by a length check", () => {
    expect(isPreviewServerRequest("short")).toBe(false);
    expect(isPreviewServerRequest("preview-test-secret-0123456789abcdef-and-more")).toBe(false);
    expect(compare.mock.calls).toEqual([
      ["short", "preview-test-secret-0123456789abcdef"],
      ["preview-test-secret-0123456789abcdef-and-more", "preview-test-secret-0123456789abcdef"],
    ]);
  });

  test("empty: no header, or no secret configured, never passes", () => {
    expect(isPreviewServerRequest("")).toBe(false);
    expect(isPreviewServerRequest(undefined)).toBe(false);
    process.env.PREVIEW_SECRET = "";
    expect(isPreviewServerRequest("")).toBe(false);
    expect(isPreviewServerRequest("preview-test-secret-0123456789abcdef")).toBe(false);
  });
});

describe("the preview link's signature (verifyPreviewToken)", () => {
  test("equal: the signed path comes back", () => {
    expect(verifyPreviewToken(SECRET, TOKEN, NOW)).toBe("/blog/");
    expect(compare.mock.calls).toEqual([[TOKEN_MAC, TOKEN_MAC]]);
  });

  test("unequal, same length: refused after a full compare", () => {
    const forged = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    expect(verifyPreviewToken(SECRET, `4102444800.L2Jsb2cv.${forged}`, NOW)).toBeNull();
    expect(compare.mock.calls).toEqual([[forged, TOKEN_MAC]]);
  });

  test("unequal, different length: refused after a full compare, not by a length check", () => {
    expect(verifyPreviewToken(SECRET, "4102444800.L2Jsb2cv.AAAA", NOW)).toBeNull();
    expect(verifyPreviewToken(SECRET, `4102444800.L2Jsb2cv.${TOKEN_MAC}A`, NOW)).toBeNull();
    expect(compare.mock.calls).toEqual([
      ["AAAA", TOKEN_MAC],
      [`${TOKEN_MAC}A`, TOKEN_MAC],
    ]);
  });

  test("empty signature: refused", () => {
    expect(verifyPreviewToken(SECRET, "4102444800.L2Jsb2cv.", NOW)).toBeNull();
  });
});

describe("the preview cookie's signature (verifyPreviewCookie)", () => {
  test("equal: accepted", () => {
    expect(verifyPreviewCookie(SECRET, `4102444800.${COOKIE_MAC}`, NOW)).toBe(true);
    expect(compare.mock.calls).toEqual([[COOKIE_MAC, COOKIE_MAC]]);
  });

  test("unequal, same length: refused after a full compare", () => {
    const forged = "BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";
    expect(verifyPreviewCookie(SECRET, `4102444800.${forged}`, NOW)).toBe(false);
    expect(compare.mock.calls).toEqual([[forged, COOKIE_MAC]]);
  });

  test("unequal, different length: refused after a full compare, not by a length check", () => {
    expect(verifyPreviewCookie(SECRET, "4102444800.c2lnbmVkLWJ5LW5vYm9keQ", NOW)).toBe(false);
    expect(compare.mock.calls).toEqual([["c2lnbmVkLWJ5LW5vYm9keQ", COOKIE_MAC]]);
  });

  test("empty signature: refused", () => {
    expect(verifyPreviewCookie(SECRET, "4102444800.", NOW)).toBe(false);
  });
});
