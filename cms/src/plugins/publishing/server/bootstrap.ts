import type { Core } from "@strapi/strapi";
import { grantRoleDefaults } from "./role-defaults";

export const bootstrap = async ({ strapi }: { strapi: Core.Strapi }): Promise<void> => {
  await grantRoleDefaults(strapi);
};
