import type { Core } from "@strapi/strapi";
import { publicDir } from "../src/lib/app-root";
import { secretList } from "../src/lib/local-secrets";

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // Loopback unless told otherwise: a local CMS should not be reachable from the network by accident.
  host: env("HOST", "127.0.0.1"),
  port: env.int("PORT", 1337),
  // Public URL of the CMS when it sits behind a proxy (media URLs and the admin use it); empty locally.
  url: env("PUBLIC_URL", ""),
  // Behind a CDN or load balancer, CMS_TRUST_PROXY=true makes the visitor's address (the enquiry rate limit's key)
  // the one the nearest CMS_PROXY_HOPS proxies saw in X-Forwarded-For, not the proxy's own. Off by default: without
  // a proxy in front, anyone could send that header and pick their own address.
  proxy: {
    koa: env.bool("CMS_TRUST_PROXY", false),
    maxIpsCount: env.int("CMS_PROXY_HOPS", 1),
  },
  app: {
    keys: secretList("APP_KEYS"),
  },
  logger: {
    // The update check calls out to the internet at every boot; releases are pinned in package.json instead.
    updates: { enabled: false },
  },
  dirs: {
    // Uploaded media live here (public/uploads). Test and throw-away instances keep theirs next to
    // their database instead of mixing them into cms/public.
    public: publicDir(),
  },
  webhooks: {
    populateRelations: env.bool("WEBHOOKS_POPULATE_RELATIONS", false),
  },
});

export default config;
