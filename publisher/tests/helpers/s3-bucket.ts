import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { DeployConfig } from "../../src/config/deploy-config";
import { makeTempDir, removeDir } from "./temp-dir";

/**
 * A real S3-compatible server for the deploy tests: s3rver over a temp folder, one bucket with static
 * website hosting (index document index.html, error document 404.html), so a plain GET of
 * `${websiteUrl}about/` is answered as S3's website endpoint answers it. Every object written is
 * recorded in order from s3rver's own events.
 */
interface S3rverEvent {
  Records: Array<{ eventName: string; s3: { object: { key: string } } }>;
}
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  on(event: "event", listener: (event: S3rverEvent) => void): void;
  httpServer: Server;
}
type S3rverClass = new (options: object) => S3rverInstance;

const WEBSITE = `<WebsiteConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <IndexDocument><Suffix>index.html</Suffix></IndexDocument>
  <ErrorDocument><Key>404.html</Key></ErrorDocument>
</WebsiteConfiguration>`;

export interface S3Bucket {
  endpoint: string;
  bucket: string;
  /** The bucket's website endpoint, path style: `http://127.0.0.1:<port>/<bucket>/`. */
  websiteUrl: string;
  /** Keys in the order s3rver stored them (ObjectCreated events), since the start or the last `clearWrites()`. */
  writes: string[];
  clearWrites(): void;
  /** A deploy config for this bucket (s3rver takes the key pair S3RVER / S3RVER). */
  deployConfig(overrides?: Partial<DeployConfig>): DeployConfig;
  stop(): Promise<void>;
}

export async function startS3Bucket(bucket = "agency-site"): Promise<S3Bucket> {
  const directory = makeTempDir("s3");
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver ships no types; the interface above is what the tests use.
  const S3rver = require("s3rver") as S3rverClass;
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [WEBSITE] }] });
  const { port } = await server.run();
  const writes: string[] = [];
  server.on("event", (event) => {
    for (const record of event.Records) if (record.eventName.startsWith("ObjectCreated")) writes.push(record.s3.object.key);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    websiteUrl: `${endpoint}/${bucket}/`,
    writes,
    clearWrites: () => writes.splice(0, writes.length),
    deployConfig: (overrides = {}) => ({
      bucket,
      endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      prefix: "",
      graceReleases: 2,
      acl: "",
      maxAttempts: 3,
      requestTimeoutMs: 10_000,
      concurrency: 4,
      purgeCommand: "",
      purgeUrl: "",
      ...overrides,
    }),
    stop: async () => {
      server.httpServer.closeAllConnections();
      await server.close();
      removeDir(directory);
    },
  };
}
