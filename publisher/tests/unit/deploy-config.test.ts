import { loadDeployConfig } from "../../src/config/deploy-config";

describe("the deploy target from the environment", () => {
  test("no bucket: no deploy, the publisher serves its releases as before", () => {
    expect(loadDeployConfig({}, 5)).toBeNull();
  });

  test("defaults: AWS region us-east-1, no prefix, grace = the releases kept, 5 attempts, no ACL, no purge", () => {
    expect(loadDeployConfig({ DEPLOY_S3_BUCKET: "agency-site" }, 7)).toEqual({
      bucket: "agency-site",
      endpoint: "",
      region: "us-east-1",
      accessKeyId: "",
      secretAccessKey: "",
      forcePathStyle: false,
      prefix: "",
      graceReleases: 7,
      acl: "",
      maxAttempts: 5,
      requestTimeoutMs: 60_000,
      concurrency: 8,
      purgeCommand: "",
      purgeUrl: "",
    });
  });

  test("every variable read", () => {
    const config = loadDeployConfig(
      {
        DEPLOY_S3_BUCKET: "site.example.com",
        DEPLOY_S3_ENDPOINT: "https://abc123.r2.cloudflarestorage.com/",
        DEPLOY_S3_REGION: "auto",
        DEPLOY_S3_ACCESS_KEY_ID: "key",
        DEPLOY_S3_SECRET_ACCESS_KEY: "secret",
        DEPLOY_S3_FORCE_PATH_STYLE: "true",
        DEPLOY_S3_PREFIX: "/sites/agency/",
        DEPLOY_S3_ACL: "public-read",
        DEPLOY_GRACE_RELEASES: "3",
        DEPLOY_PURGE_COMMAND: "./purge.sh",
        DEPLOY_PURGE_URL: "https://hooks.example.com/purge",
      },
      5,
    );
    expect(config).toMatchObject({
      bucket: "site.example.com",
      endpoint: "https://abc123.r2.cloudflarestorage.com",
      region: "auto",
      forcePathStyle: true,
      prefix: "sites/agency/",
      acl: "public-read",
      graceReleases: 3,
      purgeCommand: "./purge.sh",
      purgeUrl: "https://hooks.example.com/purge",
    });
  });

  test.each([
    [
      { DEPLOY_S3_ENDPOINT: "http://127.0.0.1:9000" },
      "DEPLOY_S3_ENDPOINT is set but DEPLOY_S3_BUCKET is not: set the bucket to deploy every release, or unset it",
    ],
    [{ DEPLOY_S3_BUCKET: "My_Bucket" }, 'DEPLOY_S3_BUCKET must be a bucket name (3–63 lowercase letters, digits, dots or hyphens), got "My_Bucket"'],
    [{ DEPLOY_S3_BUCKET: "site", DEPLOY_S3_ENDPOINT: "minio:9000" }, 'DEPLOY_S3_ENDPOINT must be an http:// or https:// URL; got "minio:9000"'],
    [
      { DEPLOY_S3_BUCKET: "site", DEPLOY_S3_ACCESS_KEY_ID: "key" },
      "DEPLOY_S3_ACCESS_KEY_ID and DEPLOY_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials",
    ],
    [{ DEPLOY_S3_BUCKET: "site", DEPLOY_S3_FORCE_PATH_STYLE: "sure" }, 'DEPLOY_S3_FORCE_PATH_STYLE must be true or false; got "sure"'],
    [{ DEPLOY_S3_BUCKET: "site", DEPLOY_S3_PREFIX: "a/../b" }, 'DEPLOY_S3_PREFIX must be a folder path like "site" or "sites/agency", got "a/../b"'],
    [{ DEPLOY_S3_BUCKET: "site", DEPLOY_GRACE_RELEASES: "1" }, 'DEPLOY_GRACE_RELEASES must be a whole number, 2 or more; got "1"'],
    [{ DEPLOY_S3_BUCKET: "site", DEPLOY_S3_ACL: "private" }, 'DEPLOY_S3_ACL must be "none" or "public-read"; got "private"'],
    [{ DEPLOY_S3_BUCKET: "site", DEPLOY_PURGE_URL: "ftp://cdn" }, 'DEPLOY_PURGE_URL must be an http:// or https:// URL; got "ftp://cdn"'],
  ])("%j is refused in words", (env, message) => {
    expect(() => loadDeployConfig(env, 5)).toThrow(message);
  });
});
