/**
 * scripts/lib/cms-process.ts fails early and clearly: busy port, unwritable database, missing
 * production settings (the CMS itself refuses, and the message reaches the caller).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startCms } from "../../scripts/lib/cms-process";
import { freePort } from "../../scripts/lib/child";

const dir = mkdtempSync(join(tmpdir(), "cms-process-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("a port already in use is reported with its number", async () => {
  const port = await freePort();
  const blocker: Server = createServer();
  await new Promise<void>((done) => blocker.listen(port, "127.0.0.1", done));
  try {
    await expect(startCms({ port, dbFile: join(dir, "a", "data.db"), serveAdmin: false, log: "quiet" })).rejects.toThrow(
      new RegExp(`Port ${port} .*already in use`),
    );
  } finally {
    await new Promise((done) => blocker.close(done));
  }
});

test("an unwritable database location is reported before Strapi starts", async () => {
  const notADirectory = join(dir, "plain-file");
  writeFileSync(notADirectory, "");
  await expect(startCms({ port: await freePort(), dbFile: join(notADirectory, "data.db"), serveAdmin: false, log: "quiet" })).rejects.toThrow(
    /database .*plain-file\/data\.db is not writable/,
  );
});

test("production mode without secrets and editor credentials fails with a clear message", async () => {
  const env: Record<string, string> = { NODE_ENV: "production", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" };
  for (const name of ["APP_KEYS", "API_TOKEN_SALT", "ADMIN_JWT_SECRET", "TRANSFER_TOKEN_SALT", "JWT_SECRET", "ENCRYPTION_KEY"]) env[name] = "";
  await expect(startCms({ port: await freePort(), dbFile: join(dir, "prod", "data.db"), serveAdmin: false, log: "quiet", env })).rejects.toThrow(
    /must be set when NODE_ENV=production/,
  );

  for (const name of ["APP_KEYS", "API_TOKEN_SALT", "ADMIN_JWT_SECRET", "TRANSFER_TOKEN_SALT", "JWT_SECRET", "ENCRYPTION_KEY"])
    env[name] = `test-${name}-value`;
  await expect(startCms({ port: await freePort(), dbFile: join(dir, "prod", "data.db"), serveAdmin: false, log: "quiet", env })).rejects.toThrow(
    /ADMIN_EMAIL and ADMIN_PASSWORD must be set/,
  );
});
