// The publisher's end-to-end suite (real CMS, real gatsby build, Chromium). Minutes long and it
// builds into the repo's ./public, so it is kept out of the fast suite and run on its own turn.
const base = require("../jest.config.cjs");

module.exports = {
  ...base,
  testMatch: ["<rootDir>/tests/e2e/**/*.test.ts"],
  testPathIgnorePatterns: [],
  maxWorkers: 1,
  testTimeout: 10 * 60_000,
};
