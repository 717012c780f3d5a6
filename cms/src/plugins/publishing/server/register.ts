import type { Core } from "@strapi/strapi";
import { PLUGIN_ACTIONS } from "./permissions";

/** Actions must exist before the admin's bootstrap, which gives super admins every registered action. */
export const register = async ({ strapi }: { strapi: Core.Strapi }): Promise<void> => {
  await strapi.service("admin::permission").actionProvider.registerMany(PLUGIN_ACTIONS);
};
