import { isAuthorized } from "@agency/shared/bearer-auth";

const TOKEN = "s3cret-token-0123456789abcdef0123456789";

describe("bearer token check", () => {
  test("accepts exactly the configured token", () => {
    expect(isAuthorized(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(isAuthorized(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  test.each([
    ["missing", undefined],
    ["empty", ""],
    ["wrong", `Bearer ${TOKEN.replace("s3", "x3")}`],
    ["shorter", `Bearer ${TOKEN.slice(0, -1)}`],
    ["longer", `Bearer ${TOKEN}x`],
    ["prefix only", "Bearer "],
    ["other scheme", `Basic ${TOKEN}`],
    ["bare token", TOKEN],
    ["repeated header", [`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]],
  ])("rejects a %s token", (_label, header) => {
    expect(isAuthorized(header as string | string[] | undefined, TOKEN)).toBe(false);
  });

  test("never accepts anything when no token is configured", () => {
    expect(isAuthorized("Bearer ", "")).toBe(false);
    expect(isAuthorized("Bearer x", "")).toBe(false);
  });
});
