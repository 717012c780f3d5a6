import type { Core } from "@strapi/strapi";
import { adminCredentials, ensureAdminUser } from "./bootstrap/admin-user";
import { ensureNavigationConfig } from "./bootstrap/navigation-config";
import { ensurePublicPermissions } from "./bootstrap/public-permissions";
import { ensurePublisherWebhook, publisherWebhookEnv } from "./bootstrap/publisher-webhook";
import { ensureSiteToken } from "./bootstrap/site-token";
import { aliasWebhookRunner } from "./lib/navigation-events";
import { exitWithParent } from "./lib/parent-watch";
import { selectProfile } from "./seed/profile";
import { runSeed } from "./seed/run-seed";

export default {
  /** Fails fast, before the database is touched, when production settings are missing. */
  register({ strapi }: { strapi: Core.Strapi }) {
    adminCredentials();
    publisherWebhookEnv();
    selectProfile();
    exitWithParent(strapi);
    aliasWebhookRunner(strapi);
  },

  /**
   * Order matters: the seed runs before the publisher webhook is registered, so seeding a fresh
   * database does not fire a hundred rebuild requests.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensurePublicPermissions(strapi);
    await ensureNavigationConfig(strapi);
    await ensureAdminUser(strapi);
    await runSeed(strapi);
    await ensureSiteToken(strapi);
    await ensurePublisherWebhook(strapi);
  },
};
