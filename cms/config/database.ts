import type { Core } from "@strapi/strapi";
import { fromAppRoot } from "../src/lib/app-root";

/** SQLite by default (a file under cms/.tmp); Postgres through Strapi's standard DATABASE_* variables. */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env.oneOf("DATABASE_CLIENT", ["sqlite", "postgres"], "sqlite");

  const ssl = env.bool("DATABASE_SSL", false) && {
    key: env("DATABASE_SSL_KEY", undefined),
    cert: env("DATABASE_SSL_CERT", undefined),
    ca: env("DATABASE_SSL_CA", undefined),
    capath: env("DATABASE_SSL_CAPATH", undefined),
    cipher: env("DATABASE_SSL_CIPHER", undefined),
    rejectUnauthorized: env.bool("DATABASE_SSL_REJECT_UNAUTHORIZED", true),
  };

  const connection: Core.Config.Database["connection"] =
    client === "postgres"
      ? {
          client: "postgres",
          connection: {
            connectionString: env("DATABASE_URL"),
            host: env("DATABASE_HOST", "localhost"),
            port: env.int("DATABASE_PORT", 5432),
            database: env("DATABASE_NAME", "strapi"),
            user: env("DATABASE_USERNAME", "strapi"),
            password: env("DATABASE_PASSWORD", "strapi"),
            ssl,
            schema: env("DATABASE_SCHEMA", "public"),
          },
          pool: { min: env.int("DATABASE_POOL_MIN", 2), max: env.int("DATABASE_POOL_MAX", 10) },
        }
      : {
          client: "sqlite",
          connection: {
            filename: fromAppRoot(env("DATABASE_FILENAME", ".tmp/data.db")),
          },
          useNullAsDefault: true,
        };

  return {
    connection: {
      ...connection,
      acquireConnectionTimeout: env.int("DATABASE_CONNECTION_TIMEOUT", 60000),
    },
  };
};

export default config;
