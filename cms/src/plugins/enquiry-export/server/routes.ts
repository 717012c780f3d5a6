/** Reading every enquiry is what the export does, so it needs exactly the content manager's read permission on them. */
const READ_ENQUIRIES = ["plugin::content-manager.explorer.read", "api::enquiry.enquiry"];

/** Admin routes of a plugin are served under /<plugin name>: GET /enquiry-export/enquiries.csv. */
export const routes = {
  admin: {
    type: "admin" as const,
    routes: [
      {
        method: "GET" as const,
        path: "/enquiries.csv",
        handler: "export.csv",
        config: { policies: ["admin::isAuthenticatedAdmin", { name: "admin::hasPermissions", config: { actions: [READ_ENQUIRIES] } }] },
      },
    ],
  },
};
