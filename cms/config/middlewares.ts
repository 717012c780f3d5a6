import type { Core } from "@strapi/strapi";
import { CSP_DEFAULTS } from "@strapi/utils";
import { enquiryEnv } from "../src/enquiries/enquiry-env";
import { isEnquirySubmitPath } from "../src/enquiries/enquiry-route";
import { mediaOrigin, mediaStorage } from "../src/lib/media-storage";

const storage = mediaStorage();

/**
 * With media in a bucket, the admin shows thumbnails and plays media from the bucket's (or the CDN's)
 * origin, which Strapi's default Content-Security-Policy does not allow. Strapi merges this over its
 * defaults key by key, so each list is given in full.
 */
const security: Core.Config.Middlewares[number] = storage
  ? {
      name: "strapi::security",
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            "img-src": [...CSP_DEFAULTS["img-src"], mediaOrigin(storage)],
            "media-src": [...CSP_DEFAULTS["media-src"], mediaOrigin(storage)],
          },
        },
      },
    }
  : "strapi::security";

/**
 * CORS as Strapi's default (any origin) everywhere but the enquiry endpoint, which answers a browser's preflight
 * for the site's origins only (SITE_URL, ENQUIRY_ALLOWED_ORIGINS); the endpoint refuses other origins itself too
 * (global::enquiry-intake). Retry-After is exposed so the site's script can read a 429's wait.
 */
const cors: Core.Config.Middlewares[number] = {
  name: "strapi::cors",
  config: {
    origin: (ctx: { path: string }) =>
      isEnquirySubmitPath(ctx.path, strapi.config.get<string>("api.rest.prefix", "/api")) ? enquiryEnv().allowedOrigins : "*",
    expose: ["Retry-After"],
  },
};

const config: Core.Config.Middlewares = [
  "strapi::logger",
  "strapi::errors",
  security,
  cors,
  "strapi::poweredBy",
  "strapi::query",
  // After strapi::query so ctx.query is parsed the way the content API reads it.
  "global::published-only",
  // After strapi::query too: it rewrites the admin's page searches as a parsed query (src/middlewares/page-picker-search.ts).
  "global::page-picker-search",
  // Before strapi::body: judges the enquiry endpoint's origin and size before any body is read.
  "global::enquiry-intake",
  "strapi::body",
  "strapi::session",
  "strapi::favicon",
  "strapi::public",
];

export default config;
