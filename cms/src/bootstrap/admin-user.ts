import type { Core } from "@strapi/strapi";
import { editorAccount, superAdminAccount, type Account } from "../lib/local-defaults";
import { isProduction } from "../lib/runtime-env";
import { ensureEditorRole } from "./editor-role";

export type AdminCredentials = Account;

interface AdminAccounts {
  /** The developers' super admin (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin: Account;
  /** The editors' account with Strapi's Editor role (EDITOR_EMAIL / EDITOR_PASSWORD); none in production without them. */
  editor: Account | null;
}

/** Same rule as Strapi's own admin password validator, checked up front for a clear message. */
const isStrongEnough = (password: string): boolean => password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);

const requireStrong = (account: Account, variable: string): void => {
  if (!isStrongEnough(account.password)) {
    throw new Error(`[cms] ${variable} must have at least 8 characters with a lower-case letter, an upper-case letter and a digit.`);
  }
};

/** Both accounts from the environment (local defaults outside production), checked; throws with a clear message. */
const adminAccounts = (): AdminAccounts => {
  const production = isProduction();
  const admin = superAdminAccount(process.env, production);
  if (!admin) {
    throw new Error(
      "[cms] ADMIN_EMAIL and ADMIN_PASSWORD must be set when NODE_ENV=production " +
        "(the super admin account is created from them; there is no default password in production).",
    );
  }
  requireStrong(admin, "ADMIN_PASSWORD");

  const editor = editorAccount(process.env, production);
  if (production && !editor && (process.env.EDITOR_EMAIL?.trim() || process.env.EDITOR_PASSWORD)) {
    throw new Error("[cms] EDITOR_EMAIL and EDITOR_PASSWORD go together: set both to create the editor account, or neither.");
  }
  if (editor) {
    requireStrong(editor, "EDITOR_PASSWORD");
    if (editor.email === admin.email) throw new Error("[cms] EDITOR_EMAIL must differ from ADMIN_EMAIL: the editor and the super admin are two accounts.");
  }
  return { admin, editor };
};

/** Called from register() to fail fast, before the database is touched: checks both accounts, returns the super admin's. */
export const adminCredentials = (): AdminCredentials => adminAccounts().admin;

interface AdminUser {
  id: number;
  password: string;
  roles?: Array<{ id: number }>;
}

interface AccountPlan {
  account: Account;
  /** Shown in the admin panel. */
  lastname: string;
  passwordVariable: string;
  /** The role the account must hold, and its name for the logs. */
  role: { id: number };
  roleName: string;
  /** A role the account must not hold (the editor is never a super admin). */
  forbiddenRole?: { id: number };
}

/**
 * Creates the account, or brings an existing one in line: its password follows the environment (so the
 * credentials printed at start-up always work) and it holds its role. Other roles a super admin gave it
 * stay, except the forbidden one: a database from before the editor account existed has the editor's
 * address as a super admin, and that account becomes an Editor.
 */
const ensureAccount = async (strapi: Core.Strapi, plan: AccountPlan): Promise<void> => {
  const { email, password } = plan.account;
  const users = strapi.service("admin::user");
  const existing = (await strapi.db.query("admin::user").findOne({ where: { email }, populate: ["roles"] })) as AdminUser | null;

  if (!existing) {
    await users.create({ email, firstname: "Site", lastname: plan.lastname, password, isActive: true, registrationToken: null, roles: [plan.role.id] });
    strapi.log.info(`[admin] created the account ${email} (${plan.roleName})`);
    return;
  }

  const matches = await strapi.service("admin::auth").validatePassword(password, existing.password);
  if (!matches) {
    await users.updateById(existing.id, { password });
    strapi.log.info(`[admin] updated the password of ${email} from ${plan.passwordVariable}`);
  }

  const held = (existing.roles ?? []).map((role) => role.id);
  const roles = [...held.filter((id) => id !== plan.forbiddenRole?.id), ...(held.includes(plan.role.id) ? [] : [plan.role.id])];
  if (roles.length !== held.length || roles.some((id) => !held.includes(id))) {
    await users.updateById(existing.id, { roles });
    strapi.log.info(`[admin] ${email} now holds the ${plan.roleName} role`);
  }
};

/**
 * The two accounts: the super admin first (without one, the admin panel would offer its "register the
 * first admin" form to whoever opens it first, and an old super admin can only become an Editor once
 * another super admin exists), then the editor.
 */
export const ensureAdminUsers = async (strapi: Core.Strapi): Promise<void> => {
  const { admin, editor } = adminAccounts();
  const superAdmin = (await strapi.service("admin::role").getSuperAdmin()) as { id: number };
  await ensureAccount(strapi, { account: admin, lastname: "Admin", passwordVariable: "ADMIN_PASSWORD", role: superAdmin, roleName: "Super Admin" });

  const editorRole = await ensureEditorRole(strapi);
  if (editor)
    await ensureAccount(strapi, {
      account: editor,
      lastname: "Editor",
      passwordVariable: "EDITOR_PASSWORD",
      role: editorRole,
      roleName: "Editor",
      forbiddenRole: superAdmin,
    });
};
