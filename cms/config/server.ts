import type { Core } from "@strapi/strapi";
import { publicDir } from "../src/lib/app-root";
import { secretList } from "../src/lib/local-secrets";

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // Loopback unless told otherwise: a local CMS should not be reachable from the network by accident.
  host: env("HOST", "127.0.0.1"),
  port: env.int("PORT", 1337),
  // Public URL of the CMS when it sits behind a proxy (media URLs and the admin use it); empty locally.
  url: env("PUBLIC_URL", ""),
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
