import type { Core } from "@strapi/strapi";
import { LOCALE_CODES } from "../contract/locales";

/** Strapi's built-in Editor role: content only, no model builder, no settings, no marketplace. */
const EDITOR_ROLE_CODE = "strapi-editor";

const explorer = (verb: string) => `plugin::content-manager.explorer.${verb}`;
const ALL_VERBS = ["create", "read", "update", "delete", "publish"].map(explorer);

/**
 * Everything the site shows: editors create, edit, delete and publish all of it, and keep its redirects. Enquiries come from visitors only:
 * editors read them, set their status, notes and assignee, and delete one when the retention policy says so (a
 * visitor's request to erase it, spam; docs/enquiries.md), never create one.
 */
const EDITOR_CONTENT_TYPES: Record<string, string[]> = {
  "api::page.page": ALL_VERBS,
  "api::blog-post.blog-post": ALL_VERBS,
  "api::category.category": ALL_VERBS,
  "api::tag.tag": ALL_VERBS,
  "api::author.author": ALL_VERBS,
  "api::configuration.configuration": ALL_VERBS,
  "api::enquiry.enquiry": ["read", "update", "delete"].map(explorer),
  // Redirects have no draft: a saved one is live at the next build (docs/redirects.md).
  "api::redirect.redirect": ["create", "read", "update", "delete"].map(explorer),
};

/** The navigation plugin's audiences: a content type the site does not use, which the content manager would open on. */
const AUDIENCE = "plugin::navigation.audience";

/**
 * Taken away at every boot even when granted: Strapi gives its Editor role every action on every content type of a
 * fresh database, enquiries and the navigation plugin's audiences included.
 */
const EDITOR_FORBIDDEN: Array<{ action: string; subject: string }> = [
  ...["create", "publish"].map((verb) => ({ action: explorer(verb), subject: "api::enquiry.enquiry" })),
  ...["create", "read", "update", "delete", "publish"].map((verb) => ({ action: explorer(verb), subject: AUDIENCE })),
];
/** The explorer actions that carry a list of fields (delete and publish apply to the whole entry). */
const WITH_FIELDS = new Set(["plugin::content-manager.explorer.create", "plugin::content-manager.explorer.read", "plugin::content-manager.explorer.update"]);

/**
 * The media library as Strapi gives its Editor (everything but the upload settings; "assets.update"
 * covers delete), and the navigations' content (read, update); the navigation plugin's settings stay
 * with developers.
 */
const EDITOR_PLUGIN_ACTIONS = [
  "plugin::upload.read",
  "plugin::upload.configure-view",
  "plugin::upload.assets.create",
  "plugin::upload.assets.update",
  "plugin::upload.assets.download",
  "plugin::upload.assets.copy-link",
  "plugin::navigation.read",
  "plugin::navigation.update",
];

interface Permission {
  id?: number;
  action: string;
  subject?: string | null;
  properties?: { fields?: string[]; locales?: string[] } & Record<string, unknown>;
  conditions?: string[];
}

interface RoleService {
  findOne(params: { code: string }): Promise<{ id: number } | null>;
  create(attributes: { name: string; code: string; description: string }): Promise<{ id: number }>;
  addPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
}

interface PermissionService {
  actionProvider: { has(actionId: string): boolean };
  findMany(params: { where: { role: { id: number } } }): Promise<Permission[]>;
  deleteByIds(ids: number[]): Promise<unknown>;
}

interface ContentTypeService {
  getNestedFields(model: unknown, options: { components: unknown }): string[];
}

/** A field is covered by itself or by a parent path ("seo" covers "seo.meta_title"). */
const covers = (fields: string[], field: string): boolean => fields.some((have) => have === field || field.startsWith(`${have}.`));

/** What the Editor role must hold: explorer actions on every field of the site's types, plus the plugin actions. */
const wantedPermissions = (strapi: Core.Strapi, actions: PermissionService["actionProvider"]): Permission[] => {
  const contentTypes = strapi.service("admin::content-type") as unknown as ContentTypeService;
  const content = Object.entries(EDITOR_CONTENT_TYPES).flatMap(([subject, actions]) => {
    const fields = contentTypes.getNestedFields(strapi.contentTypes[subject as keyof typeof strapi.contentTypes], { components: strapi.components });
    // Strapi's i18n grants a localized type per locale: an action without the locale is refused (403) in it.
    const localized = (strapi.contentTypes[subject as keyof typeof strapi.contentTypes]?.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n
      ?.localized;
    const locales = localized ? { locales: [...LOCALE_CODES] } : {};
    return actions.map((action) => ({ action, subject, properties: { ...(WITH_FIELDS.has(action) ? { fields } : {}), ...locales }, conditions: [] }));
  });
  const plugins = EDITOR_PLUGIN_ACTIONS.map((action) => ({ action, subject: null, properties: {}, conditions: [] }));
  // An action that is not registered (a plugin switched off) cannot be granted.
  return [...content, ...plugins].filter((permission) => actions.has(permission.action));
};

/**
 * Makes sure the Editor role exists and can do the editors' whole job. Strapi creates the role with
 * most of it on a fresh database but without the navigation plugin, and the fields it lists are fixed
 * at that moment (a field added to a model later is missing). Only adds what is missing: anything a
 * super admin granted on top in the admin panel stays, except creating or publishing enquiries and any
 * action on audiences.
 */
export const ensureEditorRole = async (strapi: Core.Strapi): Promise<{ id: number }> => {
  const roles = strapi.service("admin::role") as unknown as RoleService;
  const permissions = strapi.service("admin::permission") as unknown as PermissionService;

  let role = await roles.findOne({ code: EDITOR_ROLE_CODE });
  if (!role) {
    role = await roles.create({
      name: "Editor",
      code: EDITOR_ROLE_CODE,
      description: "Editors can manage and publish contents including those of other users.",
    });
    strapi.log.info("[admin] created the Editor role");
  }

  const existing = await permissions.findMany({ where: { role: { id: role.id } } });
  const forbidden = existing.filter((held) => EDITOR_FORBIDDEN.some((rule) => rule.action === held.action && rule.subject === held.subject));
  if (forbidden.length > 0) {
    await permissions.deleteByIds(forbidden.flatMap((held) => (held.id === undefined ? [] : [held.id])));
    strapi.log.info(`[admin] Editor role: removed ${forbidden.map((p) => `${p.action} on ${p.subject}`).join(", ")}`);
  }
  const missing: Permission[] = [];
  for (const wanted of wantedPermissions(strapi, permissions.actionProvider)) {
    const held = existing.find((permission) => permission.action === wanted.action && (permission.subject ?? null) === wanted.subject);
    if (!held) {
      missing.push(wanted);
      continue;
    }
    const heldFields = held.properties?.fields ?? [];
    const lacking = (wanted.properties?.fields ?? []).filter((field) => !covers(heldFields, field));
    const heldLocales = held.properties?.locales ?? [];
    const lackingLocales = (wanted.properties?.locales ?? []).filter((locale) => !heldLocales.includes(locale));
    if ((lacking.length > 0 || lackingLocales.length > 0) && held.id !== undefined) {
      const properties = {
        ...held.properties,
        ...(lacking.length > 0 ? { fields: [...heldFields, ...lacking] } : {}),
        ...(lackingLocales.length > 0 ? { locales: [...heldLocales, ...lackingLocales] } : {}),
      };
      // The permission service has no update; this is the query its own (unexported) update runs.
      await strapi.db.query("admin::permission").update({ where: { id: held.id }, data: { properties } });
      strapi.log.info(`[admin] Editor role: ${wanted.action} on ${wanted.subject} now covers ${[...lacking, ...lackingLocales].join(", ")}`);
    }
  }
  if (missing.length > 0) {
    await roles.addPermissions(role.id, missing);
    strapi.log.info(`[admin] Editor role: added ${missing.map((p) => (p.subject ? `${p.action} on ${p.subject}` : p.action)).join(", ")}`);
  }
  return role;
};
