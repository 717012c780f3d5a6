import type { Core } from "@strapi/strapi";

/**
 * On a brand-new database Strapi creates a "Read Only" and a "Full Access" API token that nobody asked
 * for; with an encryption key set, any admin can reveal their keys. The site needs only its scoped
 * token, so the first seed removes these two (matched by name and Strapi's own description).
 */
export const removeDefaultTokens = async (strapi: Core.Strapi): Promise<void> => {
  const service = strapi.service("admin::api-token-content-api");
  const tokens = (await strapi.db.query("admin::api-token").findMany({ select: ["id", "name", "description"] })) as Array<{
    id: number;
    name: string;
    description: string | null;
  }>;
  for (const token of tokens) {
    const isDefault = (token.name === "Read Only" || token.name === "Full Access") && (token.description ?? "").startsWith("A default API token");
    if (isDefault) {
      await service.revoke(token.id);
      strapi.log.info(`[seed] removed Strapi's default API token "${token.name}"`);
    }
  }
};
