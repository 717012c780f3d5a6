import type { Core } from "@strapi/strapi";
import { isProduction } from "../lib/runtime-env";

const WEBHOOK_NAME = "Publisher rebuild";

/** Every event that can change what the public site shows. The publisher filters further. */
const WEBHOOK_EVENTS = ["entry.create", "entry.update", "entry.delete", "entry.publish", "entry.unpublish", "media.create", "media.update", "media.delete"];

interface Webhook {
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

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

  const store = strapi.get("webhookStore");
  const runner = strapi.get("webhookRunner");
  const desired = {
    name: WEBHOOK_NAME,
    url,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    events: WEBHOOK_EVENTS,
    isEnabled: true,
  };

  const all = (await store.findWebhooks()) as Webhook[];
  const [current, ...duplicates] = all.filter((w) => w.name === WEBHOOK_NAME);
  for (const duplicate of duplicates) {
    await store.deleteWebhook(duplicate.id);
    runner.remove(duplicate);
  }

  if (!current) {
    const created = await store.createWebhook(desired);
    runner.add(created);
    strapi.log.info(`[webhook] registered "${WEBHOOK_NAME}" → ${url}`);
    return;
  }

  const same =
    current.url === desired.url &&
    current.isEnabled &&
    JSON.stringify(current.headers ?? {}) === JSON.stringify(desired.headers) &&
    JSON.stringify([...(current.events ?? [])].sort()) === JSON.stringify([...desired.events].sort());
  if (same) return;

  const updated = await store.updateWebhook(current.id, desired);
  if (updated) runner.update(updated);
  strapi.log.info(`[webhook] updated "${WEBHOOK_NAME}" → ${url}`);
};
