/** Must equal the plugin's name in config/plugins.ts and the server's permission names. */
export const PLUGIN_ID = "publishing";

export const READ_PERMISSION = { action: `plugin::${PLUGIN_ID}.read`, subject: null };
/** The edit view's History panel (docs/history.md): the Editor has it; restoring also needs the Content Manager's update. */
export const HISTORY_READ_PERMISSION = { action: `plugin::${PLUGIN_ID}.history-read`, subject: null };
export const TRIGGER_PERMISSION = { action: `plugin::${PLUGIN_ID}.trigger`, subject: null };
