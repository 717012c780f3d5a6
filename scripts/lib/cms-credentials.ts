import { existsSync, readFileSync } from "node:fs";
import { editorAccount, superAdminAccount, LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, type Account } from "@agency/cms/local-defaults";

/** The site's API token: STRAPI_SITE_TOKEN when given, else the one the CMS wrote on boot. */
export function readToken(env: NodeJS.ProcessEnv, tokenFile: string): string {
  const fromEnv = env.STRAPI_SITE_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  const token = existsSync(tokenFile) ? readFileSync(tokenFile, "utf8").trim() : "";
  if (!token) throw new Error(`The CMS started but wrote no API token to ${tokenFile}.`);
  return token;
}

export interface CmsAccounts {
  /** The developers' super admin: ADMIN_EMAIL / ADMIN_PASSWORD, else the local defaults the CMS creates. */
  adminEmail: string;
  adminPassword: string;
  /** The editors' account (Strapi's Editor role): EDITOR_EMAIL / EDITOR_PASSWORD or the local defaults; none in production without them. */
  editor: Account | null;
}

/** The accounts the CMS creates from the same environment (the rules live in cms/src/lib/local-defaults.ts). */
export function cmsAccounts(env: NodeJS.ProcessEnv): CmsAccounts {
  const production = env.NODE_ENV === "production";
  // In production the CMS refuses to start without ADMIN_EMAIL / ADMIN_PASSWORD, so the fallback is never handed out.
  const admin = superAdminAccount(env, production) ?? { email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD };
  return { adminEmail: admin.email, adminPassword: admin.password, editor: editorAccount(env, production) };
}

/** A login as it may be printed: the local default in full, a password from the environment never. */
const login = (account: Account, variables: [string, string]): string =>
  process.env[variables[1]]
    ? `${account.email} / (the password in ${variables[1]})`
    : `${account.email} / ${account.password}   (local default; set ${variables[0]} / ${variables[1]} to change)`;

/** The editors' login (Strapi's Editor role: content, media, navigations). */
export function editorLogin(cms: Pick<CmsAccounts, "editor">): string {
  return cms.editor ? login(cms.editor, ["EDITOR_EMAIL", "EDITOR_PASSWORD"]) : "none (set EDITOR_EMAIL and EDITOR_PASSWORD to create it)";
}

/** The developers' login (super admin: also the content-type builder and the settings). */
export function developerLogin(cms: Pick<CmsAccounts, "adminEmail" | "adminPassword">): string {
  return login({ email: cms.adminEmail, password: cms.adminPassword }, ["ADMIN_EMAIL", "ADMIN_PASSWORD"]);
}
