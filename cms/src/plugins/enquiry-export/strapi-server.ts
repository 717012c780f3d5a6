import { exportController } from "./server/export-controller";
import { routes } from "./server/routes";

/**
 * The plugin's server side, loaded by Strapi through package.json's "./strapi-server" export (compiled into dist/
 * with the rest of src/, like the publishing plugin). A plugin because only plugins (and the admin) may declare
 * admin routes: the export is read with an admin session, never through the content API.
 */
export default {
  routes,
  controllers: { export: exportController },
};
