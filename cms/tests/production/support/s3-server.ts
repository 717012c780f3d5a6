/**
 * A local S3-compatible server for the production-path tests: s3rver (an S3 API over a folder), with one
 * bucket. The CMS reaches it through the real S3 upload provider with path-style URLs, so media URLs are
 * http://127.0.0.1:<port>/<bucket>/<key>, public for reading like a bucket behind a CDN.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CMS_DIR } from "../../../../scripts/lib/cms-process";

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: Server;
}
type S3rverClass = new (options: object) => S3rverInstance;

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** s3rver accepts any key pair whose id and secret are both "S3RVER". */
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* variables that point the CMS at this bucket (src/lib/media-storage.ts). */
  cmsEnv: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3(bucket = "agency-media"): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), "agency-s3-"));
  const S3rver = createRequire(join(CMS_DIR, "package.json"))("s3rver") as S3rverClass;
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    cmsEnv: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    stop: async () => {
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
