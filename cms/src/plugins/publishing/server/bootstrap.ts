import type { Core } from "@strapi/strapi";
import { scheduleActionsJob } from "./scheduling/schedule-jobs";
import { grantRoleDefaults } from "./role-defaults";
import { ensureUniqueEventKey } from "./history/unique-event-key";

export const bootstrap = async ({ strapi }: { strapi: Core.Strapi }): Promise<void> => {
  await grantRoleDefaults(strapi);
  await ensureUniqueEventKey(strapi);
  // Scheduled publishes and unpublishes (server/scheduling): every instance ticks, each action runs once.
  scheduleActionsJob(strapi);
};
