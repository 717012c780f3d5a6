// CMS tests: each file boots a real Strapi (API-only, temporary SQLite) through scripts/lib/cms-process.ts.
// Run from the repository root: npx jest --config cms/tests/jest.config.cjs
const { join } = require("node:path");

const root = join(__dirname, "..", "..");
const preset = (name) => require.resolve(name, { paths: [root] });

module.exports = {
  rootDir: __dirname,
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/*.test.ts"],
  transform: {
    "^.+\\.ts$": [
      "babel-jest",
      {
        babelrc: false,
        configFile: false,
        presets: [[preset("@babel/preset-env"), { targets: { node: "current" } }], preset("@babel/preset-typescript")],
      },
    ],
  },
  // Strapi boots are heavy (2 cores): one test file at a time.
  maxWorkers: 1,
  // A bound on a hang, not a speed limit: beforeAll hooks boot Strapi, which takes minutes on a loaded machine.
  testTimeout: 600_000,
};
