/**
 * A storage failure in plain words: what the publisher was doing, and what the store (or the network)
 * answered, in terms a person can act on. The SDK's own retries have run by the time one is made.
 */
export class StorageError extends Error {}

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  cause?: { code?: string };
  $metadata?: { httpStatusCode?: number; attempts?: number };
}

/** Network failures reach us wrapped ("AWS SDK error wrapper for Error: connect ECONNREFUSED …"). */
function networkCode(e: SdkError): string | undefined {
  return e.cause?.code ?? /\b(ECONNREFUSED|ENOTFOUND|ECONNRESET)\b/.exec(e.message ?? "")?.[1];
}

const HINTS: Record<string, string> = {
  NoSuchBucket: "the bucket does not exist (check DEPLOY_S3_BUCKET, DEPLOY_S3_ENDPOINT and DEPLOY_S3_REGION)",
  AccessDenied: "the storage refused access with these keys (check the keys' permissions on the bucket)",
  InvalidAccessKeyId: "the storage does not know the access key (check DEPLOY_S3_ACCESS_KEY_ID)",
  SignatureDoesNotMatch: "the storage refused the secret key (check DEPLOY_S3_SECRET_ACCESS_KEY)",
  AccessControlListNotSupported: "the bucket refuses ACLs: set DEPLOY_S3_ACL=none and make it readable with a bucket policy",
  PermanentRedirect: "the bucket is in another region (check DEPLOY_S3_REGION) or needs DEPLOY_S3_FORCE_PATH_STYLE",
  ECONNREFUSED: "nothing answers at the storage endpoint (connection refused)",
  ENOTFOUND: "the storage endpoint's host name does not resolve",
  ECONNRESET: "the storage closed the connection",
  TimeoutError: "the storage did not answer in time (DEPLOY_S3_TIMEOUT_MS)",
  RequestTimeout: "the storage did not answer in time (DEPLOY_S3_TIMEOUT_MS)",
};

export function storageError(doing: string, error: unknown): StorageError {
  const e = (error ?? {}) as SdkError;
  const name = networkCode(e) ?? e.code ?? e.name ?? "";
  const status = e.$metadata?.httpStatusCode;
  const attempts = e.$metadata?.attempts;
  const detail = HINTS[name] ?? (e.message && e.message !== "UnknownError" ? e.message : `the storage answered HTTP ${status ?? "?"}`);
  const tried = attempts && attempts > 1 ? ` after ${attempts} attempts` : "";
  const code = name && !HINTS[name] ? ` (${name}${status ? `, HTTP ${status}` : ""})` : "";
  return new StorageError(`${doing} failed${tried}: ${detail}${code}`);
}
