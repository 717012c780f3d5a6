import type { Core } from "@strapi/strapi";
import { markEventTriggers } from "./scheduling/scheduled-trigger";
import { PLUGIN_ACTIONS } from "./permissions";
import { recordVersions } from "./history/record-version";

/**
 * Actions must exist before the admin's bootstrap, which gives super admins every registered action. The webhook
 * payloads name their trigger (a scheduled run, or the editor and the entry) from the first event on (scheduling/scheduled-trigger.ts).
 */
export const register = async ({ strapi }: { strapi: Core.Strapi }): Promise<void> => {
  await strapi.service("admin::permission").actionProvider.registerMany(PLUGIN_ACTIONS);
  markEventTriggers(strapi);
  // Every publish and unpublish from the first one on, the seed's included (history/record-version.ts).
  recordVersions(strapi);
};
