/**
 * Where uploaded media live: the CMS's own disk (public/uploads, the default) or an S3-compatible bucket
 * when S3_BUCKET is set. One reading of the S3_* variables for the upload provider (config/plugins.ts)
 * and the admin's Content-Security-Policy (config/middlewares.ts), so the two never disagree.
 */
export interface MediaStorage {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, Spaces, …); none = AWS S3 in `region`. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Public base URL of the files (a CDN in front of the bucket); media URLs start with it. */
  publicUrl?: string;
  /** Key prefix inside the bucket. */
  rootPath?: string;
  /** Path-style URLs (endpoint/bucket/key): what most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Canned ACL given to each object; "none" for buckets that refuse ACLs (public through a bucket policy). */
  acl: string;
}

const httpUrl = (name: string, value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (!/^https?:\/\/[^/]/i.test(trimmed)) throw new Error(`[cms] ${name} must be an http(s) URL, got "${trimmed}".`);
  return trimmed.replace(/\/+$/, "");
};

/** The bucket settings from the environment, or null when media stay on the CMS's disk. */
export const mediaStorage = (env: NodeJS.ProcessEnv = process.env): MediaStorage | null => {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  return {
    bucket,
    region: env.S3_REGION?.trim() || "us-east-1",
    endpoint: httpUrl("S3_ENDPOINT", env.S3_ENDPOINT),
    // Without keys the AWS SDK's own chain applies (instance role, AWS_* variables).
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
    publicUrl: httpUrl("S3_PUBLIC_URL", env.S3_PUBLIC_URL),
    rootPath: env.S3_ROOT_PATH?.trim().replace(/^\/+|\/+$/g, "") || undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE?.trim() ?? ""),
    acl: env.S3_ACL?.trim() || "public-read",
  };
};

/** The origin media URLs start with: the CDN when set, else the bucket's own address. */
export const mediaOrigin = (storage: MediaStorage): string => {
  if (storage.publicUrl) return new URL(storage.publicUrl).origin;
  if (!storage.endpoint) return `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`;
  const endpoint = new URL(storage.endpoint);
  return storage.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${storage.bucket}.${endpoint.host}`;
};

/** The upload plugin's config for @strapi/provider-upload-aws-s3. */
export const s3UploadConfig = (storage: MediaStorage) => ({
  provider: "aws-s3",
  providerOptions: {
    baseUrl: storage.publicUrl,
    rootPath: storage.rootPath,
    s3Options: {
      region: storage.region,
      endpoint: storage.endpoint,
      forcePathStyle: storage.forcePathStyle,
      credentials: storage.accessKeyId && storage.secretAccessKey ? { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey } : undefined,
      // The provider sets ACL public-read unless params name one; null leaves it out.
      params: { Bucket: storage.bucket, ACL: storage.acl === "none" ? null : storage.acl },
    },
  },
});
