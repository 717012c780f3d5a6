import type { Core } from "@strapi/strapi";
import { scheduleActionsJob } from "./scheduling/schedule-jobs";
import { grantRoleDefaults } from "./role-defaults";

export const bootstrap = async ({ strapi }: { strapi: Core.Strapi }): Promise<void> => {
  await grantRoleDefaults(strapi);
  // Scheduled publishes and unpublishes (server/scheduling): every instance ticks, each action runs once.
  scheduleActionsJob(strapi);
};
