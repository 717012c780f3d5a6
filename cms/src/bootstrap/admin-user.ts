import type { Core } from "@strapi/strapi";
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD } from "../lib/local-defaults";
import { isProduction } from "../lib/runtime-env";

export interface AdminCredentials {
  email: string;
  password: string;
}

/** Same rule as Strapi's own admin password validator, checked up front for a clear message. */
const isStrongEnough = (password: string): boolean => password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);

export const adminCredentials = (): AdminCredentials => {
  const email = process.env.ADMIN_EMAIL?.trim();
  const password = process.env.ADMIN_PASSWORD;
  if (isProduction() && (!email || !password)) {
    throw new Error(
      "[cms] ADMIN_EMAIL and ADMIN_PASSWORD must be set when NODE_ENV=production " +
        "(the editor account is created from them; there is no default password in production).",
    );
  }
  const credentials = { email: (email || LOCAL_ADMIN_EMAIL).toLowerCase(), password: password || LOCAL_ADMIN_PASSWORD };
  if (!isStrongEnough(credentials.password)) {
    throw new Error("[cms] ADMIN_PASSWORD must have at least 8 characters with a lower-case letter, an upper-case letter and a digit.");
  }
  return credentials;
};

/**
 * Creates the editor account as a super admin (without one, the admin panel would offer its
 * "register the first admin" form to whoever opens it first). If the account exists, its password is
 * brought in line with ADMIN_PASSWORD so the credentials printed at start-up always work.
 */
export const ensureAdminUser = async (strapi: Core.Strapi): Promise<void> => {
  const { email, password } = adminCredentials();
  const users = strapi.service("admin::user");
  const existing = await strapi.db.query("admin::user").findOne({ where: { email } });

  if (!existing) {
    const superAdmin = await strapi.service("admin::role").getSuperAdmin();
    await users.create({
      email,
      firstname: "Site",
      lastname: "Editor",
      password,
      isActive: true,
      registrationToken: null,
      roles: [superAdmin.id],
    });
    strapi.log.info(`[admin] created editor account ${email}`);
    return;
  }

  const matches = await strapi.service("admin::auth").validatePassword(password, existing.password);
  if (!matches) {
    await users.updateById(existing.id, { password });
    strapi.log.info(`[admin] updated the password of ${email} from ADMIN_PASSWORD`);
  }
};
