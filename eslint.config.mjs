// One lint config for the whole repository (site, publisher, scripts, bench, tests, cms).
// The `boundaries` rules are the architecture of src/ (docs/architecture.md): change them on purpose.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "public/**",
      ".cache/**",
      ".artifacts/**",
      "releases/**",
      "test-results/**",
      "playwright-report/**",
      "src/gatsby-types.d.ts",
      "cms/dist/**",
      "cms/build/**",
      "cms/.strapi/**",
      "cms/.tmp/**",
      "cms/types/generated/**",
      "cms/public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      // A variable a callback reads before its one assignment (e.g. a route handler set up early) stays `let`.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ["tests/**", "publisher/tests/**", "cms/tests/**", "__mocks__/**", "**/*.test.{ts,tsx}"],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ["**/*.cjs", "__mocks__/**/*.js", "cms/scripts/**/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Browser code: React rules and accessibility (the site, and the admin code of the CMS's local plugins).
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx", "tests/unit/**/*.{ts,tsx}", "cms/src/plugins/*/admin/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The two classic hook rules. The plugin's React Compiler rules (refs, set-state-in-effect) are
      // left off on purpose: this is React 18 without the compiler, and the patterns they flag here
      // (a latest-value ref read by native listeners, a post-hydration setState) are deliberate.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // One import direction: shared → features → app; no feature imports another; build-time code
    // (the Gatsby Node side) is never imported by anything that ends up in the browser bundle.
    files: ["src/**/*.{ts,tsx}", "plugins/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "tsconfig.json" } },
      "boundaries/include": ["src/**/*", "plugins/**/*"],
      "boundaries/ignore": ["src/gatsby-types.d.ts", "**/*.d.ts"],
      "boundaries/elements": [
        { type: "build", pattern: "plugins/*", capture: ["plugin"] },
        { type: "shared", pattern: ["src/lib", "src/theme", "src/components", "src/images"] },
        { type: "feature", pattern: "src/features/*", capture: ["feature"] },
        { type: "app", pattern: ["src/app", "src/templates", "src/pages"] },
      ],
    },
    rules: {
      "boundaries/no-unknown-files": "error",
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{ from.element.type }} may not import {{ to.element.type }}: one direction, shared → features → app, no feature imports another, and build-time code stays out of the browser (docs/architecture.md)",
          policies: [
            { from: { element: { type: "shared" } }, allow: { to: { element: { type: "shared" } } } },
            {
              from: { element: { type: "feature" } },
              allow: [
                { to: { element: { type: "shared" } } },
                { to: { element: { type: "feature", captured: { feature: "{{ from.element.captured.feature }}" } } } },
              ],
            },
            { from: { element: { type: "app" } }, allow: { to: { element: { types: { anyOf: ["shared", "feature", "app"] } } } } },
            { from: { element: { type: "build" } }, allow: { to: { element: { types: { anyOf: ["shared", "build"] } } } } },
          ],
        },
      ],
    },
  },
  {
    // The root browser files are wiring for the browser bundle: never the build-time side.
    files: ["gatsby-browser.tsx", "gatsby-ssr.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/plugins/**"], message: "build-time code stays out of the browser bundle" }] }] },
  },
);
