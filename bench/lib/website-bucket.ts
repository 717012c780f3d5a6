import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A bucket for the deploy bench: s3rver over a temp folder, with the website settings docs/deploying.md gives
 * (index document index.html, error document 404.html). Bench code may not import the tests' own helper
 * (publisher/tests/helpers/s3-bucket.ts, which also records writes); this is the part the bench needs.
 */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: Server;
}
type S3rverClass = new (options: object) => S3rverInstance;

const WEBSITE = `<WebsiteConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <IndexDocument><Suffix>index.html</Suffix></IndexDocument>
  <ErrorDocument><Key>404.html</Key></ErrorDocument>
</WebsiteConfiguration>`;

interface WebsiteBucket {
  /** DEPLOY_S3_* for the publisher: every release to this bucket (s3rver takes the key pair S3RVER / S3RVER). */
  deployEnv: Record<string, string>;
  stop(): Promise<void>;
}

export async function startWebsiteBucket(bucket: string): Promise<WebsiteBucket> {
  const directory = mkdtempSync(join(tmpdir(), "bench-s3-"));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver ships no types; the interface above is what the bench uses.
  const S3rver = require("s3rver") as S3rverClass;
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [WEBSITE] }] });
  const { port } = await server.run();
  return {
    deployEnv: {
      DEPLOY_S3_BUCKET: bucket,
      DEPLOY_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      DEPLOY_S3_FORCE_PATH_STYLE: "true",
      DEPLOY_S3_ACCESS_KEY_ID: "S3RVER",
      DEPLOY_S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    stop: async () => {
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
