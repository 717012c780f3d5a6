// Unit tests of the site (rules and components) in jsdom. CMS and publisher suites have their own configs.
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/tests/unit"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/tests/unit/support/jest-preprocess.cjs" },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|woff2?)$": "<rootDir>/tests/unit/support/file-mock.cjs",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/tests/unit/support/loadershim.cjs"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/support/setup-tests.ts"],
};
