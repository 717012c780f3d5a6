/**
 * The plugin's two permissions. Strapi names a plugin action `plugin::<plugin>.<uid>`; the admin's
 * Roles settings list them under Plugins → Publishing.
 */
const PLUGIN_NAME = "publishing";

export const READ_ACTION = `plugin::${PLUGIN_NAME}.read`;
export const TRIGGER_ACTION = `plugin::${PLUGIN_NAME}.trigger`;
/** Content history (docs/history.md): reading and restoring versions; purging is the super admin's alone. */
export const HISTORY_READ_ACTION = `plugin::${PLUGIN_NAME}.history-read`;
export const HISTORY_PURGE_ACTION = `plugin::${PLUGIN_NAME}.history-purge`;

export const PLUGIN_ACTIONS = [
  { section: "plugins", displayName: "See the publishing status", uid: "read", pluginName: PLUGIN_NAME },
  { section: "plugins", displayName: "Rebuild the site and roll back releases", uid: "trigger", pluginName: PLUGIN_NAME },
  { section: "plugins", displayName: "See and restore the content history", uid: "history-read", pluginName: PLUGIN_NAME },
  { section: "plugins", displayName: "Delete content history (super admins only)", uid: "history-purge", pluginName: PLUGIN_NAME },
];

/** What Strapi's built-in roles get on first boot (super admins have every action anyway). */
export const ROLE_DEFAULTS: Record<string, string[]> = {
  "strapi-editor": [READ_ACTION, TRIGGER_ACTION, HISTORY_READ_ACTION],
  "strapi-author": [READ_ACTION],
};
