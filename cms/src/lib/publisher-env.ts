import { isProduction } from "./runtime-env";

/**
 * Where the publisher is and the token it wants, from PUBLISHER_WEBHOOK_URL / PUBLISHER_WEBHOOK_TOKEN.
 * Read by the bootstrap (the rebuild webhook) and by the publishing plugin (its calls to the publisher's
 * admin API), so both see the same validated values.
 */
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
