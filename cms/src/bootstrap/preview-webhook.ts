import type { Core } from "@strapi/strapi";
import { previewEnv } from "../lib/preview-config";
import { ensureNamedWebhook } from "./named-webhook";

const WEBHOOK_NAME = "Draft preview refresh";

/** Draft saves included: the preview shows drafts, so it wants exactly the events the publisher ignores, and the rest. */
const WEBHOOK_EVENTS = ["entry.create", "entry.update", "entry.delete", "entry.publish", "entry.unpublish"];

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

  await ensureNamedWebhook(strapi, { name: WEBHOOK_NAME, url, headers: { Authorization: `Bearer ${secret}` }, events: WEBHOOK_EVENTS });
};
