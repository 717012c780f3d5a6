import { existsSync, mkdirSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";

/** Fails before Strapi starts when its SQLite file cannot be written. */
export function assertWritableDatabase(dbFile: string): void {
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

/**
 * Fails before Strapi starts when the port is taken. Not get-port: it reserves every port it hands out in
 * this process for 15–30 s, so it would call busy the very port that freePort() has just returned.
 */
export function assertPortFree(host: string, port: number): Promise<void> {
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
