/** Must equal the plugin's name in config/plugins.ts (its admin routes are served under /enquiry-export). */
export const PLUGIN_ID = "enquiry-export";

export const ENQUIRY_UID = "api::enquiry.enquiry";
