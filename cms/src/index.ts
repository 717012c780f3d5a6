import type { Core } from "@strapi/strapi";
import { setUpAdminLayout } from "./admin-layout";
import { adminCredentials, ensureAdminUsers } from "./bootstrap/admin-user";
import { releaseBootstrapLock, takeBootstrapLock } from "./bootstrap/bootstrap-lock";
import { ensureNavigationConfig } from "./bootstrap/navigation-config";
import { ensurePublicPermissions } from "./bootstrap/public-permissions";
import { ensurePreviewWebhook } from "./bootstrap/preview-webhook";
import { ensurePublisherWebhook } from "./bootstrap/publisher-webhook";
import { quietAiRequests } from "./bootstrap/quiet-ai-requests";
import { ensureSiteLocales } from "./bootstrap/site-locales";
import { ensureSiteToken } from "./bootstrap/site-token";
import { enquiryEnv } from "./enquiries/enquiry-env";
import { scheduleEnquiryJobs } from "./enquiries/enquiry-jobs";
import { keepEnquiriesOffWebhooks } from "./enquiries/private-events";
import { registerEditGuards } from "./guards/register-edit-guards";
import { registerMediaGuards } from "./media-guards/register-media-guards";
import { aliasWebhookRunner } from "./lib/navigation-events";
import { exitWithParent } from "./lib/parent-watch";
import { publisherWebhookEnv } from "./lib/publisher-env";
import { registerContentMoves } from "./redirects/record-content-moves";
import { registerRedirectGuard } from "./redirects/redirect-guard";
import { selectProfile } from "./seed/profile";
import { runSeed } from "./seed/run-seed";

export default {
  /**
   * Fails fast, before the database is touched, when production settings are missing or the enquiry
   * settings are malformed. The edit guards and the redirect records are document-service middlewares, which
   * Strapi expects to be registered here (the media guards wrap the upload plugin's services, also before any request), and enquiries are kept off the webhooks from the first event on. Last, on Postgres,
   * it waits for its turn to set up the database (bootstrap-lock.ts): Strapi syncs the schema right after.
   */
  async register({ strapi }: { strapi: Core.Strapi }) {
    adminCredentials();
    publisherWebhookEnv();
    selectProfile();
    enquiryEnv();
    exitWithParent(strapi);
    aliasWebhookRunner(strapi);
    keepEnquiriesOffWebhooks(strapi);
    registerEditGuards(strapi);
    registerMediaGuards(strapi);
    quietAiRequests(strapi);
    registerContentMoves(strapi);
    registerRedirectGuard(strapi);
    await takeBootstrapLock(strapi);
  },

  /**
   * Order matters: the seed runs before the publisher webhook is registered, so seeding a fresh
   * database does not fire a hundred rebuild requests. The lock taken in register is released at the end,
   * so a second instance starts its own set-up only once this one has created everything. The enquiry jobs
   * (email retries, retention) are scheduled after that, on every instance.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    try {
      await ensureSiteLocales(strapi);
      await ensurePublicPermissions(strapi);
      await ensureNavigationConfig(strapi);
      await ensureAdminUsers(strapi);
      await runSeed(strapi);
      await setUpAdminLayout(strapi);
      await ensureSiteToken(strapi);
      await ensurePublisherWebhook(strapi);
      await ensurePreviewWebhook(strapi);
    } finally {
      await releaseBootstrapLock();
    }
    await scheduleEnquiryJobs(strapi);
  },
};
