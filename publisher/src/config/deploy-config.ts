import { bool, httpUrl, int, oneOf, str, type Env } from "@agency/shared/env";

/** Where and how releases are deployed to S3-compatible object storage (docs/deploying.md). */
export interface DeployConfig {
  bucket: string;
  /** Empty for AWS S3 itself; else the store's endpoint (R2, Spaces, MinIO, …). */
  endpoint: string;
  region: string;
  /** Both set, or both empty (the AWS SDK's own credential chain: AWS_* variables, an instance role). */
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, "" or ending in "/" ("site/"). */
  prefix: string;
  /** Objects that left the site stay while one of this many latest deploys still had them. */
  graceReleases: number;
  /** Canned ACL for every object; "" for buckets that refuse ACLs (readable by a bucket policy). */
  acl: "" | "public-read";
  /** Attempts per request (the SDK retries storage errors with exponential backoff and jitter). */
  maxAttempts: number;
  requestTimeoutMs: number;
  /** Uploads at once within one phase of the deploy. */
  concurrency: number;
  /** Run after each deploy with the changed paths on stdin, one a line; "" for none. */
  purgeCommand: string;
  /** POSTed `{ buildId, paths }` after each deploy; "" for none. */
  purgeUrl: string;
}

const VARIABLES = [
  "DEPLOY_S3_ENDPOINT",
  "DEPLOY_S3_REGION",
  "DEPLOY_S3_ACCESS_KEY_ID",
  "DEPLOY_S3_SECRET_ACCESS_KEY",
  "DEPLOY_S3_FORCE_PATH_STYLE",
  "DEPLOY_S3_PREFIX",
  "DEPLOY_S3_ACL",
  "DEPLOY_S3_MAX_ATTEMPTS",
  "DEPLOY_S3_TIMEOUT_MS",
  "DEPLOY_CONCURRENCY",
  "DEPLOY_GRACE_RELEASES",
  "DEPLOY_PURGE_COMMAND",
  "DEPLOY_PURGE_URL",
];

function prefixFrom(env: Env): string {
  const raw = str(env, "DEPLOY_S3_PREFIX", "").replace(/^\/+|\/+$/g, "");
  if (raw === "") return "";
  // A key prefix is a folder in the bucket: "." and ".." segments would not be one.
  if (raw.split("/").some((segment) => segment === "" || segment === "." || segment === "..") || /[\\\p{Cc}]/u.test(raw)) {
    throw new Error(`DEPLOY_S3_PREFIX must be a folder path like "site" or "sites/agency", got "${env.DEPLOY_S3_PREFIX}"`);
  }
  return `${raw}/`;
}

/**
 * The deploy target from the environment, or null when DEPLOY_S3_BUCKET is not set (the publisher
 * then serves only its own releases, as before). Any other DEPLOY_* variable without a bucket is
 * an error: it is almost always a typo in the bucket's variable, and the site would silently not deploy.
 */
export function loadDeployConfig(env: Env, keepReleases: number): DeployConfig | null {
  const bucket = str(env, "DEPLOY_S3_BUCKET", "");
  if (bucket === "") {
    const stray = VARIABLES.filter((name) => str(env, name, "") !== "");
    if (stray.length) {
      throw new Error(
        `${stray.join(", ")} ${stray.length === 1 ? "is" : "are"} set but DEPLOY_S3_BUCKET is not: set the bucket to deploy every release, or unset ${stray.length === 1 ? "it" : "them"}`,
      );
    }
    return null;
  }
  // S3's bucket naming rules (lowercase letters, digits, dots, hyphens; 3–63), which R2 and the others share.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(`DEPLOY_S3_BUCKET must be a bucket name (3–63 lowercase letters, digits, dots or hyphens), got "${bucket}"`);
  }
  const accessKeyId = str(env, "DEPLOY_S3_ACCESS_KEY_ID", "");
  const secretAccessKey = str(env, "DEPLOY_S3_SECRET_ACCESS_KEY", "");
  if ((accessKeyId === "") !== (secretAccessKey === "")) {
    throw new Error("DEPLOY_S3_ACCESS_KEY_ID and DEPLOY_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials");
  }
  const acl = oneOf(env, "DEPLOY_S3_ACL", ["none", "public-read"], "none");
  const graceReleases = int(env, "DEPLOY_GRACE_RELEASES", keepReleases, 2);
  return {
    bucket,
    endpoint: httpUrl(env, "DEPLOY_S3_ENDPOINT"),
    region: str(env, "DEPLOY_S3_REGION", "us-east-1"),
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool(env, "DEPLOY_S3_FORCE_PATH_STYLE", false),
    prefix: prefixFrom(env),
    graceReleases,
    acl: acl === "none" ? "" : acl,
    maxAttempts: int(env, "DEPLOY_S3_MAX_ATTEMPTS", 5, 1),
    requestTimeoutMs: int(env, "DEPLOY_S3_TIMEOUT_MS", 60_000, 1),
    concurrency: int(env, "DEPLOY_CONCURRENCY", 8, 1),
    purgeCommand: str(env, "DEPLOY_PURGE_COMMAND", ""),
    purgeUrl: httpUrl(env, "DEPLOY_PURGE_URL"),
  };
}

/** "s3://bucket/prefix/" and the endpoint when it is not AWS: how logs and status name the target. */
export function describeTarget(config: DeployConfig): string {
  return `s3://${config.bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ""}`;
}
