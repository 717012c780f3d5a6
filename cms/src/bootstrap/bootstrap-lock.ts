import type { Core } from "@strapi/strapi";

/** Any fixed 64-bit number, the same in every instance: the key of the Postgres advisory lock. */
const BOOTSTRAP_LOCK_KEY = 7_201_526_041;

interface PgConnection {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}
interface KnexClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

let held: { client: KnexClient; connection: PgConnection } | undefined;

/**
 * Several CMS instances on one Postgres database must not set it up at the same time: two boots on an
 * empty database would both create the tables, the roles, the seed, the API token and the webhooks.
 * The first instance takes a session-level advisory lock before Strapi touches the schema (register)
 * and holds it to the end of its bootstrap; the others wait, then find everything in place. On SQLite
 * (one process per file) this does nothing. The lock lives on one pooled connection, so a crashed boot
 * releases it when that connection closes.
 */
export const takeBootstrapLock = async (strapi: Core.Strapi): Promise<void> => {
  if (strapi.config.get("database.connection.client") !== "postgres" || held) return;
  const client = strapi.db.connection.client as unknown as KnexClient;
  const connection = await client.acquireConnection();
  const started = Date.now();
  await connection.query("SELECT pg_advisory_lock($1)", [BOOTSTRAP_LOCK_KEY]);
  const waited = Date.now() - started;
  if (waited > 1_000) strapi.log.info(`[bootstrap] waited ${Math.round(waited / 1000)} s for another instance to finish setting up the database`);
  held = { client, connection };
};

export const releaseBootstrapLock = async (): Promise<void> => {
  if (!held) return;
  const { client, connection } = held;
  held = undefined;
  try {
    await connection.query("SELECT pg_advisory_unlock($1)", [BOOTSTRAP_LOCK_KEY]);
  } finally {
    await client.releaseConnection(connection);
  }
};
