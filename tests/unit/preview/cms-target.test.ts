/** @jest-environment node */
import { cmsTarget } from "@agency/preview/cms-target";

const SECRET = "0123456789abcdef0123456789abcdef";

describe("which CMS the preview reads", () => {
  test("neither STRAPI_URL nor STRAPI_TOKEN: the local CMS", () => {
    expect(cmsTarget({})).toEqual({ kind: "local" });
    expect(cmsTarget({ STRAPI_URL: "  ", STRAPI_TOKEN: "" })).toEqual({ kind: "local" });
  });

  test("both: the CMS at STRAPI_URL read with STRAPI_TOKEN, waited for 60 s unless PREVIEW_CMS_HEALTH_TIMEOUT_MS says otherwise", () => {
    expect(cmsTarget({ STRAPI_URL: "https://cms.example.com", STRAPI_TOKEN: "site-token", PREVIEW_SECRET: SECRET })).toEqual({
      kind: "remote",
      url: "https://cms.example.com",
      token: "site-token",
      healthTimeoutMs: 60000,
    });
    expect(
      cmsTarget({ STRAPI_URL: " http://10.0.0.5:1337/ ", STRAPI_TOKEN: " site-token ", PREVIEW_SECRET: SECRET, PREVIEW_CMS_HEALTH_TIMEOUT_MS: "5000" }),
    ).toEqual({ kind: "remote", url: "http://10.0.0.5:1337", token: "site-token", healthTimeoutMs: 5000 });
  });

  test("only one of the two is an error that says what to set, never a local CMS", () => {
    expect(() => cmsTarget({ STRAPI_URL: "https://cms.example.com" })).toThrow(
      "STRAPI_URL is set but STRAPI_TOKEN is not. To preview a CMS that runs elsewhere, set both: STRAPI_URL (its address) and STRAPI_TOKEN (its site token). To have `npm run preview` start a local CMS instead, unset STRAPI_URL.",
    );
    expect(() => cmsTarget({ STRAPI_TOKEN: "site-token", PREVIEW_SECRET: SECRET })).toThrow(
      "STRAPI_TOKEN is set but STRAPI_URL is not. To preview a CMS that runs elsewhere, set both: STRAPI_URL (its address) and STRAPI_TOKEN (its site token). To have `npm run preview` start a local CMS instead, unset STRAPI_TOKEN.",
    );
  });

  test("STRAPI_URL must be an http(s) address", () => {
    expect(() => cmsTarget({ STRAPI_URL: "cms.example.com", STRAPI_TOKEN: "site-token", PREVIEW_SECRET: SECRET })).toThrow(
      'STRAPI_URL must be an http:// or https:// URL; got "cms.example.com"',
    );
    expect(() => cmsTarget({ STRAPI_URL: "ftp://cms.example.com", STRAPI_TOKEN: "site-token", PREVIEW_SECRET: SECRET })).toThrow(
      'STRAPI_URL must be an http:// or https:// URL; got "ftp://cms.example.com"',
    );
  });

  test("a CMS elsewhere needs PREVIEW_SECRET from the environment: it cannot know one generated here", () => {
    expect(() => cmsTarget({ STRAPI_URL: "https://cms.example.com", STRAPI_TOKEN: "site-token" })).toThrow(
      "PREVIEW_SECRET is not set. The preview of the CMS at https://cms.example.com needs the same PREVIEW_SECRET (32 characters or more) as that CMS: the CMS gives drafts only to requests that carry it, and signs the preview links with it.",
    );
  });

  test("a health timeout that is not a positive whole number of milliseconds is refused", () => {
    const env = { STRAPI_URL: "https://cms.example.com", STRAPI_TOKEN: "site-token", PREVIEW_SECRET: SECRET };
    expect(() => cmsTarget({ ...env, PREVIEW_CMS_HEALTH_TIMEOUT_MS: "0" })).toThrow('PREVIEW_CMS_HEALTH_TIMEOUT_MS must be a whole number, 1 or more; got "0"');
    expect(() => cmsTarget({ ...env, PREVIEW_CMS_HEALTH_TIMEOUT_MS: "soon" })).toThrow(
      'PREVIEW_CMS_HEALTH_TIMEOUT_MS must be a whole number, 1 or more; got "soon"',
    );
  });
});
