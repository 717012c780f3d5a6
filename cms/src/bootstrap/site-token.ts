import fs from "node:fs";
import path from "node:path";
import type { Core } from "@strapi/strapi";
import { fromAppRoot } from "../lib/app-root";
import { SITE_TOKEN_ACTIONS, SITE_TOKEN_DESCRIPTION, SITE_TOKEN_NAME } from "./access-rules";

interface StoredToken {
  id: number;
  accessKey: string;
  permissions?: Array<{ action: string }>;
}

const TOKEN_UID = "admin::api-token";
const PERMISSION_UID = "admin::api-token-permission";

const tokenFilePath = (): string => fromAppRoot(process.env.CMS_TOKEN_FILE || ".tmp/site-api-token");

/**
 * Ensures the custom API token for the site build exists with exactly SITE_TOKEN_ACTIONS.
 *
 * - Production (STRAPI_SITE_TOKEN set): the token's key is made equal to that value, so the CMS and
 *   the site build share one secret from the environment; nothing is written to disk.
 * - Local: the plain key is written to CMS_TOKEN_FILE (mode 0600) so the site picks it up without
 *   copy-pasting. Strapi stores only a hash, so when the file is missing or holds a key that does not
 *   match (e.g. it was written for another database) the token is regenerated and the file rewritten.
 */
export const ensureSiteToken = async (strapi: Core.Strapi): Promise<void> => {
  const service = strapi.service("admin::api-token-content-api");
  const hash = (key: string): string => service.hash(key);

  let token = (await strapi.db.query(TOKEN_UID).findOne({ where: { name: SITE_TOKEN_NAME }, populate: ["permissions"] })) as StoredToken | null;

  let plainKey: string | undefined;
  if (!token) {
    const created = await service.create({
      name: SITE_TOKEN_NAME,
      description: SITE_TOKEN_DESCRIPTION,
      type: "custom",
      lifespan: null,
      permissions: [...SITE_TOKEN_ACTIONS],
    });
    plainKey = created.accessKey as string;
    token = { id: created.id as number, accessKey: hash(plainKey), permissions: [] };
    strapi.log.info(`[access] created API token "${SITE_TOKEN_NAME}"`);
  } else {
    await syncPermissions(strapi, token);
  }

  const fromEnv = process.env.STRAPI_SITE_TOKEN?.trim();
  if (fromEnv) {
    if (token.accessKey !== hash(fromEnv)) {
      const encryptedKey = strapi.service("admin::encryption").encrypt(fromEnv);
      await strapi.db.query(TOKEN_UID).update({ where: { id: token.id }, data: { accessKey: hash(fromEnv), encryptedKey } });
      strapi.log.info(`[access] API token "${SITE_TOKEN_NAME}" set from STRAPI_SITE_TOKEN`);
    }
    return;
  }

  const file = tokenFilePath();
  const onDisk = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : "";
  if (!plainKey && onDisk && hash(onDisk) === token.accessKey) return;
  if (!plainKey) {
    plainKey = (await service.regenerate(token.id)).accessKey as string;
    strapi.log.info(`[access] regenerated API token "${SITE_TOKEN_NAME}" (its key file was missing or stale)`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${plainKey}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  strapi.log.info(`[access] site API token written to ${file}`);
};

/** Permissions changed in code (or by hand in the admin) are brought back to SITE_TOKEN_ACTIONS. */
const syncPermissions = async (strapi: Core.Strapi, token: StoredToken): Promise<void> => {
  const current = token.permissions ?? [];
  const have = new Set(current.map((p) => p.action));
  for (const permission of current) {
    if (!SITE_TOKEN_ACTIONS.includes(permission.action)) {
      await strapi.db.query(PERMISSION_UID).delete({ where: { id: (permission as { id?: number }).id } });
    }
  }
  for (const action of SITE_TOKEN_ACTIONS) {
    if (!have.has(action)) await strapi.db.query(PERMISSION_UID).create({ data: { action, token: token.id } });
  }
};
