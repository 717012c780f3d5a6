// Developers' loop: `gatsby develop` against the real CMS, queried through GraphiQL's endpoint.
module.exports = {
  rootDir: "../..",
  testEnvironment: "node",
  roots: ["<rootDir>/tests/develop"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/tests/unit/support/jest-preprocess.cjs" },
  testTimeout: 240000,
};
