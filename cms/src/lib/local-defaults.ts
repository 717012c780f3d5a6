/**
 * The two admin accounts and their local-development defaults, shared by the CMS and the root start-up
 * scripts (which print them). No imports on purpose, so the root scripts can import this file without
 * Strapi's types.
 *  - super admin, for developers: ADMIN_EMAIL / ADMIN_PASSWORD, required when NODE_ENV=production;
 *  - editor (Strapi's Editor role), for content: EDITOR_EMAIL / EDITOR_PASSWORD, created in production
 *    only when both are set.
 * The defaults below are never used in production.
 */
export const LOCAL_ADMIN_EMAIL = "admin@agency.local";
export const LOCAL_ADMIN_PASSWORD = "LocalAdmin-2026";
const LOCAL_EDITOR_EMAIL = "editor@agency.local";
const LOCAL_EDITOR_PASSWORD = "LocalEditor-2026";

export interface Account {
  email: string;
  password: string;
}

type Env = Record<string, string | undefined>;

/** Locally, the default fills whatever is unset; in production an account exists only when both values are set. */
const fromEnv = (email: string | undefined, password: string | undefined, defaults: Account, production: boolean): Account | null => {
  const trimmed = email?.trim();
  if (production) return trimmed && password ? { email: trimmed.toLowerCase(), password } : null;
  return { email: (trimmed || defaults.email).toLowerCase(), password: password || defaults.password };
};

export const superAdminAccount = (env: Env, production: boolean): Account | null =>
  fromEnv(env.ADMIN_EMAIL, env.ADMIN_PASSWORD, { email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD }, production);

export const editorAccount = (env: Env, production: boolean): Account | null =>
  fromEnv(env.EDITOR_EMAIL, env.EDITOR_PASSWORD, { email: LOCAL_EDITOR_EMAIL, password: LOCAL_EDITOR_PASSWORD }, production);
