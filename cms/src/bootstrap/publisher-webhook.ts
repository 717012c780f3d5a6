import type { Core } from "@strapi/strapi";
import { publisherWebhookEnv } from "../lib/publisher-env";
import { ensureNamedWebhook } from "./named-webhook";

const WEBHOOK_NAME = "Publisher rebuild";

/** Every event that can change what the public site shows. The publisher filters further. */
const WEBHOOK_EVENTS = ["entry.create", "entry.update", "entry.delete", "entry.publish", "entry.unpublish", "media.create", "media.update", "media.delete"];

/**
 * Registers (or updates) the webhook that tells the publisher to rebuild the site, from
 * PUBLISHER_WEBHOOK_URL / PUBLISHER_WEBHOOK_TOKEN. One webhook with this name, never duplicates.
 * Without a URL nothing is registered and nothing is removed (an editor may have set one up by hand).
 */
export const ensurePublisherWebhook = async (strapi: Core.Strapi): Promise<void> => {
  const { url, token } = publisherWebhookEnv();
  if (!url) return;

  await ensureNamedWebhook(strapi, {
    name: WEBHOOK_NAME,
    url,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    events: WEBHOOK_EVENTS,
  });
};
