import type { Core } from "@strapi/strapi";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/** Created by rate-limiter-flexible itself (CREATE TABLE IF NOT EXISTS) in the CMS's database; Strapi leaves tables it did not create alone. */
const TABLE = "enquiry_rate_limits";

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

let limiter: Promise<RateLimiterAbstract> | undefined;

/**
 * On PostgreSQL the counters live in the database, so every CMS instance behind the load balancer counts the same
 * submissions; SQLite means one instance, so memory is enough (and is emptied by a restart).
 */
const createLimiter = (strapi: Core.Strapi, points: number, duration: number): Promise<RateLimiterAbstract> => {
  const options = { points, duration, keyPrefix: "enquiry" };
  if (strapi.config.get<string>("database.connection.client") !== "postgres") return Promise.resolve(new RateLimiterMemory(options));
  const schemaName = strapi.config.get<string | undefined>("database.connection.connection.schema");
  return new Promise((resolve, reject) => {
    const store: RateLimiterPostgres = new RateLimiterPostgres(
      { ...options, storeClient: strapi.db.connection, storeType: "knex", tableName: TABLE, ...(schemaName ? { schemaName } : {}) },
      (error?: Error) => (error ? reject(error) : resolve(store)),
    );
  });
};

/** Counts one submission from `ip` and says whether it may go on. */
export const consumeEnquiryPoint = async (strapi: Core.Strapi, ip: string, points: number, windowSeconds: number): Promise<RateVerdict> => {
  limiter ??= createLimiter(strapi, points, windowSeconds).catch((error: unknown) => {
    limiter = undefined;
    throw error;
  });
  try {
    await (await limiter).consume(ip);
    return { allowed: true };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    throw refusal;
  }
};
