import type { Core } from "@strapi/strapi";
import { applyAdminLayout } from "./apply-admin-layout";
import { registerSlugFromTitle } from "./slug-from-title";

/** The content manager as editors see it: readable labels and lists, and slugs made from titles. */
export const setUpAdminLayout = async (strapi: Core.Strapi): Promise<void> => {
  registerSlugFromTitle(strapi);
  await applyAdminLayout(strapi);
};
