/**
 * Boots the content system (Strapi 5 in cms/) as a child process and hands back its URLs, the site's
 * API token and the editor's credentials. Used by `npm start`, `npm test`, the publisher and the CMS
 * tests. Installs cms dependencies on first use, compiles only what changed, and never leaves the
 * child running after the parent is gone.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync, type WriteStream } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD } from "../../cms/src/lib/local-defaults";

export interface CmsOptions {
  port?: number;
  host?: string;
  /** SQLite file (ignored when DATABASE_CLIENT=postgres). Default cms/.tmp/data.db. */
  dbFile?: string;
  /** Seed profile used when the database is seeded for the first time. Default "full". */
  profile?: "full" | "sparse";
  /** Serve the admin panel (builds it when missing or stale). Default true. */
  serveAdmin?: boolean;
  /** Where the CMS writes the site build's API token. Default cms/.tmp/site-api-token. */
  tokenFile?: string;
  webhookUrl?: string;
  webhookToken?: string;
  /** Extra environment for the child (explicit options above win). */
  env?: Record<string, string>;
  /** "inherit" (default) prints the CMS log, "quiet" keeps only a tail for errors, anything else is a log file path. */
  log?: "inherit" | "quiet" | string;
}

export interface CmsHandle {
  url: string;
  adminUrl: string;
  token: string;
  adminEmail: string;
  adminPassword: string;
  pid: number;
  stop(): Promise<void>;
}

const ROOT = resolve(__dirname, "..", "..");
const CMS_DIR = join(ROOT, "cms");
const DIST = join(CMS_DIR, "dist");
const TMP = join(CMS_DIR, ".tmp");
const SOURCE_MARKER = join(DIST, ".cms-source-hash");
const ADMIN_MARKER = join(DIST, "build", ".cms-admin-hash");
const BOOT_TIMEOUT_MS = Number(process.env.CMS_BOOT_TIMEOUT_MS ?? 180_000);
const STOP_GRACE_MS = 10_000;
const LOG_TAIL_LINES = 60;
const LOCK_WAIT_MS = 15 * 60_000;

export async function startCms(opts: CmsOptions = {}): Promise<CmsHandle> {
  const host = opts.host ?? "127.0.0.1";
  const port = opts.port ?? 1337;
  const dbFile = resolve(opts.dbFile ?? join(TMP, "data.db"));
  const tokenFile = resolve(opts.tokenFile ?? join(TMP, "site-api-token"));
  const serveAdmin = opts.serveAdmin ?? true;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STRAPI_TELEMETRY_DISABLED: "true",
    // A throw-away database keeps its media beside it instead of in cms/public.
    ...(opts.dbFile ? { PUBLIC_DIR: join(dirname(dbFile), "public") } : {}),
    ...opts.env,
    HOST: host,
    PORT: String(port),
    DATABASE_FILENAME: dbFile,
    CMS_TOKEN_FILE: tokenFile,
    SERVE_ADMIN_PANEL: String(serveAdmin),
    CMS_EXIT_WITH_PARENT: "1",
    ...(opts.profile ? { SEED_PROFILE: opts.profile } : {}),
    ...(opts.webhookUrl !== undefined ? { PUBLISHER_WEBHOOK_URL: opts.webhookUrl } : {}),
    ...(opts.webhookToken !== undefined ? { PUBLISHER_WEBHOOK_TOKEN: opts.webhookToken } : {}),
  };

  if ((env.DATABASE_CLIENT ?? "sqlite") === "sqlite") assertWritableDatabase(dbFile);
  await assertPortFree(host, port);
  // Installing and building share one lock: parallel starts (tests, publisher) must not run two
  // `npm ci` or two compilations in the same cms/ at once.
  const release = await lockBuild();
  try {
    installCmsDeps();
    buildCms({ admin: serveAdmin, env });
  } finally {
    release();
  }

  const output = createOutput(opts.log ?? "inherit");
  const child = spawn(process.execPath, [join(CMS_DIR, "scripts", "start.js")], {
    cwd: CMS_DIR,
    env,
    // stdin stays a pipe: the CMS exits when it closes, i.e. when this process dies (see cms/src/lib/parent-watch.ts).
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output.write(chunk, "stdout"));
  child.stderr?.on("data", (chunk: Buffer) => output.write(chunk, "stderr"));
  const killOnExit = () => child.kill("SIGKILL");
  process.on("exit", killOnExit);

  const exited = new Promise<number | null>((resolveExit) => child.once("exit", (code) => resolveExit(code)));
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }
      output.close();
    })());

  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  try {
    await waitForHealth(url, child, exited, output);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    adminUrl: `${url}/admin`,
    token: readToken(env, tokenFile),
    adminEmail: (env.ADMIN_EMAIL?.trim() || LOCAL_ADMIN_EMAIL).toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || LOCAL_ADMIN_PASSWORD,
    pid: child.pid ?? -1,
    stop,
  };
}

/**
 * Runs the root's ensureDeps in a separate Node process. Importing the .mjs module directly would
 * tie this file to ESM loading, which Jest's CommonJS runtime cannot do without experimental flags.
 */
function installCmsDeps(): void {
  const helper = pathToFileURL(join(ROOT, "scripts", "lib", "ensure-deps.mjs")).href;
  const script = `import { ensureDeps } from ${JSON.stringify(helper)}; ensureDeps(${JSON.stringify(CMS_DIR)}, "cms");`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("Installing the cms dependencies failed (see the npm output above).");
}

function assertWritableDatabase(dbFile: string): void {
  const dir = dirname(dbFile);
  try {
    mkdirSync(dir, { recursive: true });
    // A real write, not access(): as root access() says yes even on a read-only file system.
    const probe = join(dir, `.write-probe-${process.pid}`);
    writeFileSync(probe, "");
    unlinkSync(probe);
    if (existsSync(dbFile)) writeFileSync(dbFile, "", { flag: "a" });
  } catch (error) {
    throw new Error(
      `The CMS database ${dbFile} is not writable (${(error as Error).message}). Choose another location with DATABASE_FILENAME or fix the permissions of ${dir}.`,
    );
  }
}

function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new Error(
              `Port ${port} on ${host} is already in use, so the CMS cannot start there. Stop whatever is listening (another CMS?) or choose another port (PORT=…).`,
            )
          : new Error(`Cannot listen on ${host}:${port}: ${error.message}`),
      );
    });
    server.listen(port, host, () => server.close(() => resolvePort()));
  });
}

/** Hash of the files that make up a build step, so a second start skips what is already built. */
function hashFiles(paths: string[]): string {
  const hash = createHash("sha256");
  const visit = (path: string): void => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
      return;
    }
    hash.update(relative(CMS_DIR, path)).update("\0").update(readFileSync(path)).update("\0");
  };
  paths.forEach(visit);
  return hash.digest("hex");
}

const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").trim() : "");

/**
 * Compiles the server code when src/, config/ or the dependencies changed, and builds the admin panel
 * (Strapi's full `strapi build`, ~40 s) only when it is to be served and its inputs changed.
 * Runs under the install/build lock (see startCms), since parallel boots share dist/.
 */
function buildCms({ admin, env }: { admin: boolean; env: NodeJS.ProcessEnv }): void {
  const lockfile = join(CMS_DIR, "package-lock.json");
  const sourceHash = hashFiles([join(CMS_DIR, "src"), join(CMS_DIR, "config"), join(CMS_DIR, "tsconfig.json"), lockfile]);
  const adminHash = hashFiles([join(CMS_DIR, "src", "admin"), join(CMS_DIR, "config", "admin.ts"), join(CMS_DIR, "config", "plugins.ts"), lockfile]);
  const sourceFresh = () => read(SOURCE_MARKER) === sourceHash;
  const adminFresh = () => read(ADMIN_MARKER) === adminHash;
  if (sourceFresh() && (!admin || adminFresh())) return;

  // Compiled files of deleted sources would still be loaded by Strapi, so dist/ starts clean
  // (keeping an admin build that is still valid).
  if (admin && !adminFresh()) {
    console.log("[cms] building the admin panel and server code (strapi build, ~40 s) …");
    rmSync(DIST, { recursive: true, force: true });
    runStep(["node_modules/@strapi/strapi/bin/strapi.js", "build"], { ...env, SERVE_ADMIN_PANEL: "true" });
    writeFileSync(ADMIN_MARKER, adminHash);
    writeFileSync(SOURCE_MARKER, sourceHash);
  } else if (!sourceFresh()) {
    console.log("[cms] compiling the server code (tsc) …");
    if (existsSync(DIST)) {
      for (const name of readdirSync(DIST)) if (name !== "build") rmSync(join(DIST, name), { recursive: true, force: true });
    }
    runStep(["node_modules/typescript/bin/tsc", "-p", "tsconfig.json"], env);
    writeFileSync(SOURCE_MARKER, sourceHash);
  }
}

function runStep(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, args, { cwd: CMS_DIR, env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`CMS build step failed: node ${args.join(" ")} (exit ${result.status ?? result.signal})`);
}

async function lockBuild(): Promise<() => void> {
  mkdirSync(TMP, { recursive: true });
  const dir = join(TMP, "build.lock");
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, "pid"), String(process.pid));
      return () => rmSync(dir, { recursive: true, force: true });
    } catch {
      const owner = Number(read(join(dir, "pid")));
      const ownerAlive = owner > 0 && isAlive(owner);
      const ageMs = existsSync(dir) ? Date.now() - statSync(dir).mtimeMs : 0;
      // A lock left by a process that died (or an ancient one) must not block every later start.
      if (!ownerAlive && ageMs > 2_000) rmSync(dir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`Timed out waiting for another CMS build to finish (lock ${dir}).`);
      else await sleep(500);
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Output {
  write(chunk: Buffer, stream: "stdout" | "stderr"): void;
  tail(): string;
  close(): void;
}

/** Forwards the child's output as asked and always keeps the last lines for error messages. */
function createOutput(mode: string): Output {
  const lines: string[] = [];
  let file: WriteStream | undefined;
  if (mode !== "inherit" && mode !== "quiet") {
    mkdirSync(dirname(resolve(mode)), { recursive: true });
    file = createWriteStream(resolve(mode), { flags: "a" });
  }
  return {
    write(chunk, stream) {
      if (mode === "inherit") (stream === "stdout" ? process.stdout : process.stderr).write(chunk);
      file?.write(chunk);
      // Strip colour codes so the tail reads cleanly inside an error message.
      lines.push(
        ...stripVTControlCharacters(chunk.toString("utf8"))
          .split("\n")
          .filter((line) => line.trim() !== ""),
      );
      if (lines.length > LOG_TAIL_LINES) lines.splice(0, lines.length - LOG_TAIL_LINES);
    },
    tail: () => lines.join("\n"),
    close: () => file?.end(),
  };
}

async function waitForHealth(url: string, child: ChildProcess, exited: Promise<number | null>, output: Output): Promise<void> {
  const started = Date.now();
  let done = false;
  const death = exited.then((code) => {
    if (!done) throw new Error(`The CMS exited (code ${code}) before it was ready.\n--- last CMS log lines ---\n${output.tail()}`);
  });
  const poll = (async () => {
    while (Date.now() - started < BOOT_TIMEOUT_MS) {
      if (child.exitCode !== null) return;
      try {
        const response = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 204 || response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(250);
    }
    throw new Error(`The CMS did not answer ${url}/_health within ${Math.round(BOOT_TIMEOUT_MS / 1000)} s.\n--- last CMS log lines ---\n${output.tail()}`);
  })();
  try {
    await Promise.race([poll, death]);
  } finally {
    done = true;
  }
}

function readToken(env: NodeJS.ProcessEnv, tokenFile: string): string {
  const fromEnv = env.STRAPI_SITE_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  const token = read(tokenFile);
  if (!token) throw new Error(`The CMS started but wrote no API token to ${tokenFile}.`);
  return token;
}

/** The editor login as it may be printed: the local default in full, a password from the environment never. */
export function editorLogin(cms: Pick<CmsHandle, "adminEmail" | "adminPassword">): string {
  return process.env.ADMIN_PASSWORD
    ? `${cms.adminEmail} / (the password in ADMIN_PASSWORD)`
    : `${cms.adminEmail} / ${cms.adminPassword}   (local default; set ADMIN_EMAIL / ADMIN_PASSWORD to change)`;
}
