import { Earth } from "@strapi/icons";
import type { StrapiApp } from "@strapi/strapi/admin";
import { EntryStatusPanel } from "./edit-view/entry-status-panel";
import { HistoryPanel } from "./history/history-panel";
import type { EditViewPanel } from "./lib/edit-view-panel";
import { PLUGIN_ID, READ_PERMISSION } from "./plugin-id";
import { SchedulePanel } from "./schedule/schedule-panel";
import { addScheduledColumn, INJECT_COLUMN_IN_TABLE } from "./schedule/scheduled-column";

/**
 * The plugin's admin side, loaded by the admin build through package.json's "./strapi-admin" export:
 * the Publishing page in the main menu, a homepage widget (with what is scheduled next), the edit view's "On the
 * site", "Schedule" and "History" panels, and a "Scheduled" column in the list views of pages and posts. Every part needs plugin::publishing.read (History: plugin::publishing.history-read); the server checks it
 * again on each request.
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: "Publishing" });

    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: Earth,
      intlLabel: { id: `${PLUGIN_ID}.menu.label`, defaultMessage: "Publishing" },
      permissions: [READ_PERMISSION],
      Component: () => import("./pages/publishing-page").then(({ PublishingPage }) => ({ default: PublishingPage })),
    });

    app.widgets.register({
      id: "publishing-status",
      pluginId: PLUGIN_ID,
      icon: Earth,
      title: { id: `${PLUGIN_ID}.widget.title`, defaultMessage: "Publishing" },
      link: { label: { id: `${PLUGIN_ID}.widget.link`, defaultMessage: "Open Publishing" }, href: `/plugins/${PLUGIN_ID}` },
      permissions: [READ_PERMISSION],
      component: () => import("./widgets/publishing-widget").then(({ PublishingWidget }) => PublishingWidget),
    });

    // The content manager exposes its edit-view APIs as an untyped record on its plugin object.
    const contentManager = app.getPlugin("content-manager").apis as { addEditViewSidePanel?: (panels: EditViewPanel[]) => void };
    contentManager.addEditViewSidePanel?.([EntryStatusPanel, SchedulePanel, HistoryPanel]);
    app.registerHook(INJECT_COLUMN_IN_TABLE, addScheduledColumn);
  },
};
