import { HISTORY_PURGE_ACTION, HISTORY_READ_ACTION, READ_ACTION, TRIGGER_ACTION } from "./permissions";

/** Every route needs an admin session (401 without) and the plugin permission named (403 without). */
const guarded = (action: string) => ({
  policies: ["admin::isAuthenticatedAdmin", { name: "admin::hasPermissions", config: { actions: [action] } }],
});

/** Admin routes of a plugin are served under /<plugin name>: /publishing/status and so on. */
export const routes = {
  admin: {
    type: "admin" as const,
    routes: [
      { method: "GET" as const, path: "/status", handler: "publishing.status", config: guarded(READ_ACTION) },
      { method: "GET" as const, path: "/entries/:kind/:documentId", handler: "publishing.entry", config: guarded(READ_ACTION) },
      { method: "POST" as const, path: "/rebuild", handler: "publishing.rebuild", config: guarded(TRIGGER_ACTION) },
      { method: "POST" as const, path: "/rollback", handler: "publishing.rollback", config: guarded(TRIGGER_ACTION) },
      // Scheduling (docs/content-model.md): reading needs the plugin's read permission; scheduling and cancelling
      // also need the Content Manager's publish permission on the entry's type, which the controller checks.
      { method: "GET" as const, path: "/schedule", handler: "schedule.list", config: guarded(READ_ACTION) },
      { method: "POST" as const, path: "/schedule", handler: "schedule.create", config: guarded(READ_ACTION) },
      { method: "POST" as const, path: "/schedule/:id/cancel", handler: "schedule.cancel", config: guarded(READ_ACTION) },
      // Content history (docs/history.md): restoring also needs the Content Manager's update on the type, and purging
      // a super admin, which the controller checks.
      { method: "GET" as const, path: "/history/versions/:id", handler: "history.detail", config: guarded(HISTORY_READ_ACTION) },
      { method: "POST" as const, path: "/history/versions/:id/restore", handler: "history.restore", config: guarded(HISTORY_READ_ACTION) },
      { method: "GET" as const, path: "/history/:kind/:documentId", handler: "history.list", config: guarded(HISTORY_READ_ACTION) },
      { method: "DELETE" as const, path: "/history/:kind/:documentId", handler: "history.purge", config: guarded(HISTORY_PURGE_ACTION) },
    ],
  },
};
