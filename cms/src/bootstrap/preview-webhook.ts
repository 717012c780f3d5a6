import type { Core } from "@strapi/strapi";
import { previewEnv } from "../lib/preview-config";

const WEBHOOK_NAME = "Draft preview refresh";

/** Draft saves included: the preview shows drafts, so it wants exactly the events the publisher ignores, and the rest. */
const WEBHOOK_EVENTS = ["entry.create", "entry.update", "entry.delete", "entry.publish", "entry.unpublish"];

interface Webhook {
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

/**
 * Registers (or updates) the webhook that tells the preview server to source again, from
 * PREVIEW_REFRESH_URL and PREVIEW_SECRET (docs/preview.md). One webhook with this name, never
 * duplicates; without a URL or secret nothing is registered and nothing removed. Strapi's webhooks
 * carry every content type; the preview server refreshes on any (a refresh re-reads only what changed).
 */
export const ensurePreviewWebhook = async (strapi: Core.Strapi): Promise<void> => {
  const url = process.env.PREVIEW_REFRESH_URL?.trim() || undefined;
  const { secret } = previewEnv();
  if (!url || !secret) return;
  if (!/^https?:\/\//.test(url)) throw new Error(`[cms] PREVIEW_REFRESH_URL must be an http(s) URL, got "${url}".`);

  const store = strapi.get("webhookStore");
  const runner = strapi.get("webhookRunner");
  const desired = { name: WEBHOOK_NAME, url, headers: { Authorization: `Bearer ${secret}` }, events: WEBHOOK_EVENTS, isEnabled: true };

  const all = (await store.findWebhooks()) as Webhook[];
  const [current, ...duplicates] = all.filter((w) => w.name === WEBHOOK_NAME);
  for (const duplicate of duplicates) {
    await store.deleteWebhook(duplicate.id);
    runner.remove(duplicate);
  }
  if (!current) {
    runner.add(await store.createWebhook(desired));
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
