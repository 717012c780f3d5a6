import type { Core } from "@strapi/strapi";
import { PUBLIC_ACTIONS } from "./access-rules";

const PERMISSION = "plugin::users-permissions.permission";

/**
 * Makes the public role's permissions exactly PUBLIC_ACTIONS (none): missing ones are added and any other
 * permission is removed, at every boot, so access cannot drift open through the admin panel unnoticed and
 * a database from before the rules changed is brought in line.
 */
export const ensurePublicPermissions = async (strapi: Core.Strapi): Promise<void> => {
  const role = await strapi.db.query("plugin::users-permissions.role").findOne({ where: { type: "public" } });
  if (!role) throw new Error("[cms] The users-permissions public role is missing.");

  const current = (await strapi.db.query(PERMISSION).findMany({ where: { role: role.id } })) as Array<{
    id: number;
    action: string;
  }>;
  const have = new Set(current.map((p) => p.action));

  const extra = current.filter((p) => !PUBLIC_ACTIONS.includes(p.action));
  for (const permission of extra) {
    await strapi.db.query(PERMISSION).delete({ where: { id: permission.id } });
    strapi.log.warn(`[access] removed public permission ${permission.action}`);
  }
  for (const action of PUBLIC_ACTIONS) {
    if (!have.has(action)) await strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
  }
};
