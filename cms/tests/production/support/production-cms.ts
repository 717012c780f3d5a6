/**
 * A CMS instance configured the way a deployment is: NODE_ENV=production, secrets, logins and the site
 * token from the environment, content on PostgreSQL, media in an S3-compatible bucket. Every instance
 * booted with the same database name and bucket shares them, like several CMS instances behind a balancer.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../../scripts/lib/child";
import { startCms, type CmsHandle } from "../../../../scripts/lib/cms-process";
import type { PostgresServer } from "./postgres-server";
import type { S3Server } from "./s3-server";

/** Shared by every instance of one deployment (sessions and tokens signed by one instance are read by the others). */
const SECRETS = {
  APP_KEYS: "prod-test-key-one,prod-test-key-two",
  API_TOKEN_SALT: "prod-test-api-token-salt",
  ADMIN_JWT_SECRET: "prod-test-admin-jwt-secret",
  TRANSFER_TOKEN_SALT: "prod-test-transfer-token-salt",
  JWT_SECRET: "prod-test-jwt-secret",
  ENCRYPTION_KEY: "prod-test-encryption-key-0123456789",
};

export const PRODUCTION_ADMIN = { email: "ops@lumenandlark.test", password: "Production-Admin-2026" };
const PRODUCTION_EDITOR = { email: "editor@lumenandlark.test", password: "Production-Editor-2026" };
/** The site build's API token, given to every instance (a token file per instance would not be shared). */
export const PRODUCTION_SITE_TOKEN = "prod-test-site-token-6f1d2c9a8b7e4f3a2d1c0b9a8f7e6d5c4b3a2918";
export const WEBHOOK_TOKEN = "prod-test-publisher-webhook-token";

export interface ProductionCmsOptions {
  postgres: PostgresServer;
  database: string;
  s3: S3Server;
  webhookUrl: string;
  /** Instance name: its log file and temporary folder. */
  name: string;
  logDir: string;
  serveAdmin?: boolean;
  /** More environment for this instance (e.g. a short scheduling tick). */
  env?: Record<string, string>;
}

export interface ProductionCms extends CmsHandle {
  /** The instance's own public folder: with media in the bucket, nothing may be written under its uploads/. */
  publicDir: string;
}

export async function startProductionCms(options: ProductionCmsOptions): Promise<ProductionCms> {
  const dir = mkdtempSync(join(tmpdir(), `agency-prod-${options.name}-`));
  const handle: CmsHandle = await startCms({
    port: await freePort(),
    // Unused on Postgres; startCms puts the instance's public folder (PUBLIC_DIR) beside it.
    dbFile: join(dir, "unused.db"),
    tokenFile: join(dir, "site-api-token"),
    serveAdmin: options.serveAdmin ?? false,
    profile: "full",
    log: join(options.logDir, `cms-${options.name}.log`),
    webhookUrl: options.webhookUrl,
    webhookToken: WEBHOOK_TOKEN,
    env: {
      NODE_ENV: "production",
      ...SECRETS,
      ADMIN_EMAIL: PRODUCTION_ADMIN.email,
      ADMIN_PASSWORD: PRODUCTION_ADMIN.password,
      EDITOR_EMAIL: PRODUCTION_EDITOR.email,
      EDITOR_PASSWORD: PRODUCTION_EDITOR.password,
      STRAPI_SITE_TOKEN: PRODUCTION_SITE_TOKEN,
      DATABASE_CLIENT: "postgres",
      DATABASE_HOST: options.postgres.host,
      DATABASE_PORT: String(options.postgres.port),
      DATABASE_NAME: options.database,
      DATABASE_USERNAME: options.postgres.user,
      DATABASE_PASSWORD: options.postgres.password,
      ...options.s3.cmsEnv,
      ...options.env,
    },
  }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await handle.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { ...handle, stop, publicDir: join(dir, "public") };
}
