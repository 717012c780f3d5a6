import type { Core } from "@strapi/strapi";
import { ROLE_DEFAULTS } from "./permissions";

const STORE_KEY = "granted-role-defaults";

interface Role {
  id: number;
  code: string;
}

/**
 * Gives one of Strapi's built-in roles its publishing permissions, each (role, action) pair once: the
 * pairs granted are remembered by role id, so a permission a super admin later removes in Settings →
 * Roles stays removed, and a restart never adds a second copy.
 */
async function grantToRole(strapi: Core.Strapi, role: Role): Promise<void> {
  const actions = ROLE_DEFAULTS[role.code];
  if (!actions) return;
  const store = strapi.store({ type: "plugin", name: "publishing", key: STORE_KEY });
  const granted = new Set(((await store.get({})) as string[] | null) ?? []);
  const pending = actions.filter((action) => !granted.has(`${role.id}:${action}`));
  if (pending.length === 0) return;

  const held = (await strapi.db.query("admin::permission").findMany({ where: { role: role.id, action: { $in: pending } } })) as Array<{ action: string }>;
  const missing = pending.filter((action) => !held.some((permission) => permission.action === action));
  if (missing.length > 0) {
    await strapi.service("admin::role").addPermissions(
      role.id,
      missing.map((action) => ({ action, subject: null, properties: {}, conditions: [] })),
    );
    strapi.log.info(`[publishing] granted ${missing.join(", ")} to the ${role.code} role`);
  }
  for (const action of pending) granted.add(`${role.id}:${action}`);
  await store.set({ value: [...granted] });
}

/**
 * Plugins bootstrap before the admin does, and the admin creates the Editor and Author roles in its
 * bootstrap on a fresh database. So roles that exist now get their permissions at once, and roles
 * created later (that first boot, or a role deleted and made again) as they are created.
 */
export const grantRoleDefaults = async (strapi: Core.Strapi): Promise<void> => {
  strapi.db.lifecycles.subscribe({
    models: ["admin::role"],
    afterCreate: async (event) => grantToRole(strapi, event.result as Role),
  });
  const roles = (await strapi.db.query("admin::role").findMany({ where: { code: { $in: Object.keys(ROLE_DEFAULTS) } } })) as Role[];
  for (const role of roles) await grantToRole(strapi, role);
};
