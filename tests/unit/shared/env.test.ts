import { bool, httpUrl, int, oneOf, port, str } from "@agency/shared/env";

describe("the environment rule", () => {
  test("a good value is read, trimmed", () => {
    expect(port({ PUBLISHER_SITE_PORT: " 8080 " }, "PUBLISHER_SITE_PORT", 9000)).toBe(8080);
    expect(int({ PUBLISHER_KEEP_RELEASES: "7" }, "PUBLISHER_KEEP_RELEASES", 5, 2)).toBe(7);
    expect(bool({ SITE_NOINDEX: "TRUE" }, "SITE_NOINDEX", false)).toBe(true);
    expect(bool({ SITE_NOINDEX: "0" }, "SITE_NOINDEX", true)).toBe(false);
    expect(httpUrl({ STRAPI_URL: "https://cms.example.com/" }, "STRAPI_URL")).toBe("https://cms.example.com");
    expect(oneOf({ SITE_CONTENT_STATUS: "draft" }, "SITE_CONTENT_STATUS", ["published", "draft"], "published")).toBe("draft");
    expect(str({ SITE_NAME: " Acme " }, "SITE_NAME", "Lumen & Lark")).toBe("Acme");
  });

  test.each([
    ["missing", {}],
    ["blank", { PREVIEW_PORT: "  " }],
  ])("a %s value → the default", (_label, env) => {
    expect(port(env, "PREVIEW_PORT", 9100)).toBe(9100);
    expect(bool(env, "PREVIEW_PORT", true)).toBe(true);
    expect(httpUrl(env, "PREVIEW_PORT")).toBe("");
    expect(httpUrl(env, "PREVIEW_PORT", "http://127.0.0.1:9000")).toBe("http://127.0.0.1:9000");
    expect(oneOf(env, "PREVIEW_PORT", ["a", "b"], "b")).toBe("b");
    expect(str(env, "PREVIEW_PORT", "fallback")).toBe("fallback");
  });

  test.each([
    [() => port({ PUBLISHER_SITE_PORT: "abc" }, "PUBLISHER_SITE_PORT", 9000), 'PUBLISHER_SITE_PORT must be a whole number from 0 to 65535; got "abc"'],
    [() => port({ PUBLISHER_SITE_PORT: "65536" }, "PUBLISHER_SITE_PORT", 9000), 'PUBLISHER_SITE_PORT must be a whole number from 0 to 65535; got "65536"'],
    [() => int({ CMS_TIMEOUT_MS: "15s" }, "CMS_TIMEOUT_MS", 15_000, 1), 'CMS_TIMEOUT_MS must be a whole number, 1 or more; got "15s"'],
    [() => int({ CMS_TIMEOUT_MS: "1.5" }, "CMS_TIMEOUT_MS", 15_000, 1), 'CMS_TIMEOUT_MS must be a whole number, 1 or more; got "1.5"'],
    [() => int({ PUBLISHER_KEEP_RELEASES: "1" }, "PUBLISHER_KEEP_RELEASES", 5, 2), 'PUBLISHER_KEEP_RELEASES must be a whole number, 2 or more; got "1"'],
    [() => int({ PUBLISHER_QUIET_MS: "-5" }, "PUBLISHER_QUIET_MS", 2_000), 'PUBLISHER_QUIET_MS must be a whole number, 0 or more; got "-5"'],
    [() => bool({ SITE_NOINDEX: "sure" }, "SITE_NOINDEX", false), 'SITE_NOINDEX must be true or false; got "sure"'],
    [() => httpUrl({ STRAPI_URL: "cms.example.com" }, "STRAPI_URL"), 'STRAPI_URL must be an http:// or https:// URL; got "cms.example.com"'],
    [() => httpUrl({ STRAPI_URL: "ftp://cms" }, "STRAPI_URL"), 'STRAPI_URL must be an http:// or https:// URL; got "ftp://cms"'],
    [
      () => oneOf({ DEPLOY_S3_ACL: "private" }, "DEPLOY_S3_ACL", ["none", "public-read"], "none"),
      'DEPLOY_S3_ACL must be "none" or "public-read"; got "private"',
    ],
    [() => oneOf({ MODE: "x" }, "MODE", ["a", "b", "c"], "a"), 'MODE must be one of "a", "b", "c"; got "x"'],
  ])("a malformed value is refused with the variable and what it accepts (%#)", (read, message) => {
    expect(read).toThrow(new Error(message));
  });
});
