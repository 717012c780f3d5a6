import type { Core } from "@strapi/strapi";
import { markScheduledEvents } from "./scheduling/scheduled-trigger";
import { PLUGIN_ACTIONS } from "./permissions";

/**
 * Actions must exist before the admin's bootstrap, which gives super admins every registered action. The webhook
 * payloads of scheduled publishes name their trigger from the first event on (scheduling/scheduled-trigger.ts).
 */
export const register = async ({ strapi }: { strapi: Core.Strapi }): Promise<void> => {
  await strapi.service("admin::permission").actionProvider.registerMany(PLUGIN_ACTIONS);
  markScheduledEvents(strapi);
};
