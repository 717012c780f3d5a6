import type { Core } from "@strapi/strapi";

interface Webhook {
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

export interface WebhookSpec {
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
}

/**
 * One enabled webhook with this name, as specified: created when missing, updated when it differs,
 * duplicates (a hand-made copy, an older bootstrap) removed. The runner, which Strapi loads at boot,
 * is kept in step so the change applies without a restart.
 */
export const ensureNamedWebhook = async (strapi: Core.Strapi, spec: WebhookSpec): Promise<void> => {
  const store = strapi.get("webhookStore");
  const runner = strapi.get("webhookRunner");
  const desired = { ...spec, isEnabled: true };

  const all = (await store.findWebhooks()) as Webhook[];
  const [current, ...duplicates] = all.filter((w) => w.name === spec.name);
  for (const duplicate of duplicates) {
    await store.deleteWebhook(duplicate.id);
    runner.remove(duplicate);
  }

  if (!current) {
    runner.add(await store.createWebhook(desired));
    strapi.log.info(`[webhook] registered "${spec.name}" → ${spec.url}`);
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
  strapi.log.info(`[webhook] updated "${spec.name}" → ${spec.url}`);
};
