import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, type PutObjectCommandInput } from "@aws-sdk/client-s3";
import type { DeployConfig } from "../config/deploy-config";
import { storageError } from "./storage-error";

/** One object as the deploy writes it. */
interface StoredObject {
  key: string;
  body: Buffer;
  contentType: string;
  cacheControl: string;
  /** S3 website redirect (`x-amz-website-redirect-location`): the website endpoint answers 301 to it. */
  redirectLocation?: string;
}

/** The few calls a deploy makes; every failure is a StorageError in plain words. */
export interface ObjectStore {
  read(key: string): Promise<Buffer | null>;
  write(object: StoredObject): Promise<void>;
  remove(key: string): Promise<void>;
}

export function s3Store(config: DeployConfig): ObjectStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    // The SDK's standard retry: exponential backoff with jitter on throttling, 5xx and network errors.
    maxAttempts: config.maxAttempts,
    retryMode: "standard",
    requestHandler: { requestTimeout: config.requestTimeoutMs, connectionTimeout: Math.min(config.requestTimeoutMs, 10_000) },
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer default trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const where = `s3://${config.bucket}/`;

  return {
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return Buffer.from(await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw storageError(`reading ${where}${key}`, error);
      }
    },
    async write(object) {
      const input: PutObjectCommandInput = {
        Bucket: config.bucket,
        Key: object.key,
        Body: object.body,
        ContentType: object.contentType,
        CacheControl: object.cacheControl,
        ...(object.redirectLocation ? { WebsiteRedirectLocation: object.redirectLocation } : {}),
        ...(config.acl ? { ACL: config.acl } : {}),
      };
      try {
        await client.send(new PutObjectCommand(input));
      } catch (error) {
        throw storageError(`uploading ${where}${object.key}`, error);
      }
    },
    async remove(key) {
      try {
        // One key per call: Google Cloud Storage's S3 interface has no multi-object delete.
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
      } catch (error) {
        throw storageError(`deleting ${where}${key}`, error);
      }
    },
  };
}
