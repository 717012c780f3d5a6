// The publisher's end-to-end suite (real CMS, real gatsby build, Chromium). Minutes long, so it is kept out of the
// fast suite. Run by hand its stacks build in the repo's ./public, one file at a time; in `npm test`
// (PUBLISH_STACK_TEMPLATE_DIR set) each of two workers builds in its own copy of the site (scripts/lib/publish-stack-template.ts).
const base = require("../jest.config.cjs");

module.exports = {
  ...base,
  testMatch: ["<rootDir>/tests/e2e/**/*.test.ts"],
  testPathIgnorePatterns: [],
  maxWorkers: process.env.PUBLISH_STACK_TEMPLATE_DIR ? 2 : 1,
  testTimeout: 10 * 60_000,
};
