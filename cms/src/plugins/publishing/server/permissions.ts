/**
 * The plugin's two permissions. Strapi names a plugin action `plugin::<plugin>.<uid>`; the admin's
 * Roles settings list them under Plugins → Publishing.
 */
const PLUGIN_NAME = "publishing";

export const READ_ACTION = `plugin::${PLUGIN_NAME}.read`;
export const TRIGGER_ACTION = `plugin::${PLUGIN_NAME}.trigger`;

export const PLUGIN_ACTIONS = [
  { section: "plugins", displayName: "See the publishing status", uid: "read", pluginName: PLUGIN_NAME },
  { section: "plugins", displayName: "Rebuild the site and roll back releases", uid: "trigger", pluginName: PLUGIN_NAME },
];

/** What Strapi's built-in roles get on first boot (super admins have every action anyway). */
export const ROLE_DEFAULTS: Record<string, string[]> = {
  "strapi-editor": [READ_ACTION, TRIGGER_ACTION],
  "strapi-author": [READ_ACTION],
};
