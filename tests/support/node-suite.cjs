// Jest config for a suite of checks that run in Node against real processes (built output, gatsby develop).
module.exports = function nodeSuite(folder, testTimeout) {
  return {
    rootDir: "../..",
    testEnvironment: "node",
    roots: [`<rootDir>/tests/${folder}`],
    transform: { "^.+\\.[jt]sx?$": "<rootDir>/tests/unit/support/jest-preprocess.cjs" },
    testTimeout,
  };
};
