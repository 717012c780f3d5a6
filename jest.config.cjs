// Unit tests of the site (rules and components) in jsdom. CMS and publisher suites have their own configs.
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/tests/unit"],
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/tests/unit/support/jest-preprocess.cjs",
    "\\.(jpg|jpeg|png|gif|svg|webp|woff2?)$": "<rootDir>/tests/unit/support/file-transform.cjs",
  },
  moduleNameMapper: {
    // marked ships ESM only for `import`; Jest (CommonJS here) takes its UMD build.
    "^marked$": "<rootDir>/node_modules/marked/lib/marked.umd.js",
    "\\.(css)$": "identity-obj-proxy",
    // A font cut at build time (?subset=core, plugins/font-subsets) is its file to a test.
    "^(.+\\.woff2)\\?subset=core$": "$1",
    // As in every bundle of the site (plugins/static-styles/gatsby-node.ts): styled elements are given only their own props.
    "^@emotion/is-prop-valid$": "<rootDir>/plugins/static-styles/every-prop-is-valid.cjs",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public/"],
  // Gatsby ships untranspiled modules; font files are imported for their URL.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@fontsource-variable)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/tests/unit/support/loadershim.cjs"],
  // A bound on a hung test, not a speed limit: on a loaded 2-core machine a test that imports gsap or boots a
  // fixture server can take several seconds, and Jest's 5 s default failed such tests that were not wrong.
  testTimeout: 30_000,
  setupFilesAfterEnv: ["<rootDir>/tests/unit/support/setup-tests.ts"],
};
