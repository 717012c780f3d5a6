import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fromAppRoot } from "./app-root";
import { isProduction } from "./runtime-env";

/** Secrets Strapi needs. Locally they are generated once and kept in cms/.tmp so restarts keep sessions. */
const SECRET_NAMES = ["APP_KEYS", "API_TOKEN_SALT", "ADMIN_JWT_SECRET", "TRANSFER_TOKEN_SALT", "JWT_SECRET", "ENCRYPTION_KEY"] as const;

export type SecretName = (typeof SECRET_NAMES)[number];

const generate = (name: SecretName): string => {
  const one = () => crypto.randomBytes(24).toString("base64");
  return name === "APP_KEYS" ? [one(), one(), one(), one()].join(",") : one();
};

let cache: Record<SecretName, string> | undefined;

const localSecrets = (): Record<SecretName, string> => {
  if (cache) return cache;
  const file = fromAppRoot(process.env.CMS_SECRETS_FILE || ".tmp/local-secrets.json");
  let stored: Partial<Record<SecretName, string>> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, "utf8")) as typeof stored;
  const missing = SECRET_NAMES.filter((name) => !stored[name]);
  const all = { ...stored } as Record<SecretName, string>;
  for (const name of missing) all[name] = generate(name);
  if (missing.length > 0) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Two CMS processes may start at once (tests): write to a private temp file and rename it into
    // place, then re-read, so both end up with the same secrets.
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 });
    if (fs.existsSync(file) && Object.keys(stored).length === 0) fs.rmSync(temp);
    else fs.renameSync(temp, file);
    cache = { ...all, ...(JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Record<SecretName, string>>) };
    return cache;
  }
  cache = all;
  return all;
};

/** The env value, else (outside production) a locally persisted generated value. */
export const secret = (name: SecretName): string => {
  const fromEnv = process.env[name]?.trim();
  if (fromEnv) return fromEnv;
  if (isProduction()) {
    throw new Error(
      `[cms] ${name} must be set when NODE_ENV=production. Generate a value with: ` +
        `node -e "console.log(require('crypto').randomBytes(24).toString('base64'))"` +
        (name === "APP_KEYS" ? " (APP_KEYS takes several, comma-separated)" : ""),
    );
  }
  return localSecrets()[name];
};

export const secretList = (name: SecretName): string[] =>
  secret(name)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
