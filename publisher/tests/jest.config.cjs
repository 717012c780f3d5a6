// Publisher tests run in Node (real processes, sockets and files), transformed by babel-jest.
// Babel config is inline and isolated (configFile/babelrc false) so the site's Gatsby babel
// setup at the repo root never leaks into these server-side tests.
const path = require("node:path");

module.exports = {
  rootDir: path.resolve(__dirname, ".."),
  testEnvironment: "node",
  testMatch: ["<rootDir>/tests/**/*.test.ts"],
  // The end-to-end suite has its own config (tests/e2e/jest.config.cjs): it needs the real CMS
  // and builds the real site, so it does not belong in the fast run.
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/tests/e2e/"],
  transform: {
    "\\.ts$": [
      "babel-jest",
      {
        configFile: false,
        babelrc: false,
        presets: [["@babel/preset-env", { targets: { node: "current" } }], "@babel/preset-typescript"],
      },
    ],
  },
  moduleFileExtensions: ["ts", "js", "cjs", "mjs", "json"],
  // A bound on a hung test, not a speed limit: the CLI tests start several tsx processes, which take seconds each
  // on a loaded machine.
  testTimeout: 180_000,
  // Integration tests spawn builds and bind ports; two workers match the 2-core machines.
  maxWorkers: 2,
};
