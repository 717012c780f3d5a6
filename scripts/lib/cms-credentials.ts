import { existsSync, readFileSync } from "node:fs";
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD } from "../../cms/src/lib/local-defaults";

/** The site's API token: STRAPI_SITE_TOKEN when given, else the one the CMS wrote on boot. */
export function readToken(env: NodeJS.ProcessEnv, tokenFile: string): string {
  const fromEnv = env.STRAPI_SITE_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  const token = existsSync(tokenFile) ? readFileSync(tokenFile, "utf8").trim() : "";
  if (!token) throw new Error(`The CMS started but wrote no API token to ${tokenFile}.`);
  return token;
}

/** The editor's account: ADMIN_EMAIL / ADMIN_PASSWORD, else the local defaults the CMS seeds. */
export function adminAccount(env: NodeJS.ProcessEnv): { adminEmail: string; adminPassword: string } {
  return { adminEmail: (env.ADMIN_EMAIL?.trim() || LOCAL_ADMIN_EMAIL).toLowerCase(), adminPassword: env.ADMIN_PASSWORD || LOCAL_ADMIN_PASSWORD };
}

/** The editor login as it may be printed: the local default in full, a password from the environment never. */
export function editorLogin(cms: { adminEmail: string; adminPassword: string }): string {
  return process.env.ADMIN_PASSWORD
    ? `${cms.adminEmail} / (the password in ADMIN_PASSWORD)`
    : `${cms.adminEmail} / ${cms.adminPassword}   (local default; set ADMIN_EMAIL / ADMIN_PASSWORD to change)`;
}
