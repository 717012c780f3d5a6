import type { Core } from "@strapi/strapi";

const PAGE_UID = "api::page.page";

/**
 * The navigation plugin keeps its settings in its own store and, on first boot, saves defaults there
 * instead of reading config/plugins.ts. So the settings that matter (pages can be linked, their title
 * and slug fill new items, three levels) are applied here, once: if pages are already linkable the
 * stored settings are left alone, as an editor may have tuned them in the admin panel.
 */
export const ensureNavigationConfig = async (strapi: Core.Strapi): Promise<void> => {
  const stored = (await strapi.store({ type: "plugin", name: "navigation" }).get({ key: "config" })) as {
    contentTypes?: string[];
  } | null;
  if (stored?.contentTypes?.includes(PAGE_UID)) return;

  await strapi
    .plugin("navigation")
    .service("admin")
    .updateConfig({
      config: {
        additionalFields: [],
        allowedLevels: 3,
        contentTypes: [PAGE_UID],
        defaultContentType: PAGE_UID,
        contentTypesNameFields: { [PAGE_UID]: ["title"] },
        contentTypesPopulate: {},
        gql: { navigationItemRelated: ["Page"] },
        pathDefaultFields: { [PAGE_UID]: ["slug"] },
        cascadeMenuAttached: true,
        preferCustomContentTypes: false,
        isCacheEnabled: false,
      },
    });
  strapi.log.info("[navigation] configured: pages can be linked from navigation items");
};
