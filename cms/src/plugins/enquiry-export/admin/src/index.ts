import type { StrapiApp } from "@strapi/strapi/admin";
import { ExportButton } from "./export-button";
import { PLUGIN_ID } from "./plugin-id";

interface InjectingPlugin {
  injectComponent(view: string, zone: string, component: { name: string; Component: () => unknown }): void;
}

/**
 * The plugin's admin side, loaded by the admin build through package.json's "./strapi-admin" export: the
 * "Export CSV" button of the Enquiry list view. The server checks the editor's permission again on the download.
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: "Enquiry export" });
  },
  bootstrap(app: StrapiApp) {
    // Injection zones exist once every plugin has registered: the content manager's are filled in bootstrap.
    (app.getPlugin("content-manager") as unknown as InjectingPlugin).injectComponent("listView", "actions", {
      name: `${PLUGIN_ID}-export-csv`,
      Component: ExportButton,
    });
  },
};
