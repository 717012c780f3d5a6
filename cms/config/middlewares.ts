import type { Core } from "@strapi/strapi";
import { CSP_DEFAULTS } from "@strapi/utils";
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

const config: Core.Config.Middlewares = [
  "strapi::logger",
  "strapi::errors",
  security,
  "strapi::cors",
  "strapi::poweredBy",
  "strapi::query",
  // After strapi::query so ctx.query is parsed the way the content API reads it.
  "global::published-only",
  "strapi::body",
  "strapi::session",
  "strapi::favicon",
  "strapi::public",
];

export default config;
