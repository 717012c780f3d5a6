import { createRequire } from "node:module";
import { join } from "node:path";
import { CMS_DIR } from "../../../scripts/lib/cms-process";

interface Statement {
  run(...params: unknown[]): { changes: number };
  get(...params: unknown[]): unknown;
}
interface Database {
  prepare(sql: string): Statement;
  close(): void;
}

const open = (dbFile: string): Database => {
  const load = createRequire(join(CMS_DIR, "package.json"));
  const BetterSqlite = load("better-sqlite3") as new (file: string) => Database;
  return new BetterSqlite(dbFile);
};

/**
 * Backdates the enquiries sent from `email` (CMS stopped), as if they had arrived at `receivedAt`: the retention
 * rule's input, which no API can set. Written in the form Strapi stored the row's own timestamp in.
 */
export function backdateEnquiries(dbFile: string, email: string, receivedAt: Date): number {
  const db = open(dbFile);
  try {
    const row = db.prepare("SELECT created_at AS value FROM enquiries WHERE email = ? LIMIT 1").get(email) as { value: unknown } | undefined;
    if (!row) return 0;
    const value = typeof row.value === "number" ? receivedAt.getTime() : receivedAt.toISOString().replace("T", " ").replace("Z", "");
    return db.prepare("UPDATE enquiries SET created_at = ? WHERE email = ?").run(value, email).changes;
  } finally {
    db.close();
  }
}

/**
 * Forgets that the seed completed (CMS stopped), as if the first boot had been interrupted half-way:
 * the next boot must complete the content without duplicating it. Uses the CMS's own better-sqlite3.
 */
export function forgetSeedCompleted(dbFile: string): number {
  const db = open(dbFile);
  try {
    return db.prepare("DELETE FROM strapi_core_store_settings WHERE key = ?").run("core_agency-seed_state").changes;
  } finally {
    db.close();
  }
}
