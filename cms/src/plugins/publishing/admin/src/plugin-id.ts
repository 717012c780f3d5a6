/** Must equal the plugin's name in config/plugins.ts and the server's permission names. */
export const PLUGIN_ID = "publishing";

export const READ_PERMISSION = { action: `plugin::${PLUGIN_ID}.read`, subject: null };
export const TRIGGER_PERMISSION = { action: `plugin::${PLUGIN_ID}.trigger`, subject: null };
