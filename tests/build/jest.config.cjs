// Checks of the built output (public/) against the CMS it was built from; run by scripts/test-all.ts.
module.exports = {
  rootDir: "../..",
  testEnvironment: "node",
  roots: ["<rootDir>/tests/build"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/tests/unit/support/jest-preprocess.cjs" },
  testTimeout: 30000,
};
