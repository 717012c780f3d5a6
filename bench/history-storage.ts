/**
 * What content history costs in the database: `npx tsx bench/history-storage.ts [full|sparse|scale] [--append]`.
 *
 * Boots the CMS on a fresh SQLite database with the seed profile (default full: English and French), whose first
 * publishes are versions like any other (docs/history.md), then reads entry_versions: versions per kind, the JSON
 * bytes of a version (average and largest), and the bytes the table and its indexes take on disk (SQLite's dbstat).
 * `--append` adds the table to bench/RESULTS.md.
 */
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { freePort } from "../scripts/lib/child";
import { startCms } from "../scripts/lib/cms-process";
import { describeMachine } from "./lib/machine";
import { kib, markdownTable } from "./lib/tables";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { append: { type: "boolean", default: false } } });
const profile = (positionals[0] ?? "full") as "full" | "sparse" | "scale";

interface KindRow {
  kind: string;
  versions: number;
  average: number;
  largest: number;
  total: number;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-history-"));
  const dbFile = join(dir, "data.db");
  const cms = await startCms({
    port: await freePort(),
    dbFile,
    tokenFile: join(dir, "token"),
    profile,
    serveAdmin: false,
    log: join(dir, "cms.log"),
    env: { PUBLISHER_WEBHOOK_URL: "" },
  });
  await cms.stop();
  const db = new Database(dbFile, { readonly: true });
  try {
    const kinds = db
      .prepare(
        "SELECT entry_kind AS kind, count(*) AS versions, avg(length(content)) AS average, max(length(content)) AS largest, sum(length(content)) AS total FROM entry_versions GROUP BY entry_kind ORDER BY entry_kind",
      )
      .all() as KindRow[];
    const disk = db.prepare("SELECT sum(pgsize) AS bytes FROM dbstat WHERE name LIKE 'entry_versions%'").get() as { bytes: number };
    const count = kinds.reduce((sum, row) => sum + row.versions, 0);
    const json = kinds.reduce((sum, row) => sum + row.total, 0);
    const rows = kinds.map((row) => [row.kind, String(row.versions), kib(row.average), kib(row.largest), kib(row.total)]);
    rows.push(["all", String(count), kib(json / count), "", kib(json)]);
    const report = [
      `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — content history storage, ${profile} seed (\`npx tsx bench/history-storage.ts ${profile}\`)`,
      "",
      describeMachine(),
      "",
      markdownTable(["kind", "versions", "JSON per version (average)", "largest", "all"], rows),
      "",
      `On disk (SQLite, the table with its indexes): ${kib(disk.bytes)} for ${count} versions, ${kib(disk.bytes / count)} a version.`,
      "",
    ].join("\n");
    console.log(report);
    if (values.append) appendFileSync(join(import.meta.dirname, "RESULTS.md"), `\n${report}`);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
