import type { StrapiApp } from "@strapi/strapi/admin";
import { SlugFollowsTitle, type EditViewPanel } from "./slug-follows-title";

/**
 * The admin's own customisations (Strapi's build loads src/admin/app.tsx and calls its register with the app).
 * The slug of a new page or post follows its title in the edit view (slug-follows-title.ts).
 */
export default {
  register(app: StrapiApp) {
    // The content manager exposes its edit-view APIs as an untyped record on its plugin object.
    const contentManager = app.getPlugin("content-manager").apis as { addEditViewSidePanel?: (panels: EditViewPanel[]) => void };
    contentManager.addEditViewSidePanel?.([SlugFollowsTitle]);
  },
};
