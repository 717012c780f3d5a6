import type { Core } from "@strapi/strapi";
import { isProduction } from "../lib/runtime-env";
import { ensureNamedWebhook } from "./named-webhook";

const WEBHOOK_NAME = "Publisher rebuild";

/** Every event that can change what the public site shows. The publisher filters further. */
const WEBHOOK_EVENTS = ["entry.create", "entry.update", "entry.delete", "entry.publish", "entry.unpublish", "media.create", "media.update", "media.delete"];

export interface PublisherWebhookEnv {
  url?: string;
  token?: string;
}

export const publisherWebhookEnv = (): PublisherWebhookEnv => {
  const url = process.env.PUBLISHER_WEBHOOK_URL?.trim() || undefined;
  const token = process.env.PUBLISHER_WEBHOOK_TOKEN?.trim() || undefined;
  if (url && !/^https?:\/\//.test(url)) {
    throw new Error(`[cms] PUBLISHER_WEBHOOK_URL must be an http(s) URL, got "${url}".`);
  }
  if (url && !token && isProduction()) {
    throw new Error("[cms] PUBLISHER_WEBHOOK_TOKEN must be set when PUBLISHER_WEBHOOK_URL is set and NODE_ENV=production.");
  }
  return { url, token };
};

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
