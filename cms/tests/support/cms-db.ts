import { createRequire } from "node:module";
import { join } from "node:path";
import { CMS_DIR } from "../../../scripts/lib/cms-process";

interface Statement {
  run(...params: unknown[]): { changes: number };
}
interface Database {
  prepare(sql: string): Statement;
  close(): void;
}

/**
 * Forgets that the seed completed (CMS stopped), as if the first boot had been interrupted half-way:
 * the next boot must complete the content without duplicating it. Uses the CMS's own better-sqlite3.
 */
export function forgetSeedCompleted(dbFile: string): number {
  const load = createRequire(join(CMS_DIR, "package.json"));
  const BetterSqlite = load("better-sqlite3") as new (file: string) => Database;
  const db = new BetterSqlite(dbFile);
  try {
    return db.prepare("DELETE FROM strapi_core_store_settings WHERE key = ?").run("core_agency-seed_state").changes;
  } finally {
    db.close();
  }
}
