// One lint config for the whole repository (site, publisher, scripts, bench, tests, cms).
// The `boundaries` rules are the architecture of the repository (docs/architecture.md): change them on purpose.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { packageImports } from "./eslint-package-imports.mjs";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The publisher's folders from the top down: each may import only itself and the folders after it (publisher/README.md).
const PUBLISHER_LAYERS = ["webhook", "serve", "build", "deploy", "status", "audit", "release", "headers", "search", "config", "process", "queue", "util"];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "public/**",
      ".cache/**",
      ".artifacts/**",
      "releases/**",
      ".publisher/**",
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
    // Tests wait for a condition, an event or fake time, never for the clock: a fixed sleep is slow where the
    // thing is quick and flaky where it is slow.
    files: ["tests/**/*.{ts,tsx}", "publisher/tests/**/*.ts", "cms/tests/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: "Wait for a condition (a web-first assertion, expect.poll, an event), not a time.",
        },
        {
          // setTimeout(resolve, ms) in a promise: a sleep. A timer that rejects or answers (a deadline) is not one.
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.length=2][arguments.0.type='Identifier']",
          message: "A sleep: wait for a condition (shared/wait-for-health.ts's waitUntil), an event or fake timers instead.",
        },
        {
          selector: "ImportDeclaration[source.value='node:timers/promises'] ImportSpecifier[imported.name='setTimeout']",
          message: "A sleep: wait for a condition (shared/wait-for-health.ts's waitUntil), an event or fake timers instead.",
        },
      ],
    },
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
    // The architecture as import rules (docs/architecture.md, "Packages"). Inside the site: one direction,
    // rules → shared → features → app, no feature imports another, and build-time code (the Gatsby Node side)
    // is never imported by anything that ends up in the browser bundle. Across the repository: runtime packages
    // (site, plugins, publisher, preview, cms) never import scripts/, tests/ or bench/; what two of them share
    // lives in the shared package (the few pure rules of it the browser may use are named below) or src/lib (the
    // site's own rules); the CMS reaches nothing outside its package.
    files: ["**/*.{ts,tsx,mjs,cjs,js}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "tsconfig.json" } },
      "boundaries/include": [
        "src/**/*",
        "plugins/**/*",
        "shared/**/*",
        "publisher/**/*",
        "preview/**/*",
        "cms/src/**/*",
        "cms/config/**/*",
        "cms/tests/**/*",
        "scripts/**/*",
        "bench/**/*",
        "tests/**/*",
      ],
      "boundaries/ignore": ["src/gatsby-types.d.ts", "**/*.d.ts"],
      // Patterns match the whole path from the repository root (partialMatch: false), so the CMS's own src/lib and plugins/
      // folders never read as the site's; the first element that matches names a file.
      "boundaries/elements": [
        // Contracts the CMS owns with other packages (the preview's signed links, the enquiry rules the site's form
        // shares): in the CMS because its compiled package cannot import from outside its folder. Pure code only.
        { type: "cms-contract", pattern: "cms/src/contract/**", partialMatch: false },
        { type: "cms", pattern: ["cms/src/**", "cms/config/**"], partialMatch: false },
        { type: "tests", pattern: ["tests/**", "publisher/tests/**", "cms/tests/**"], partialMatch: false },
        { type: "build", pattern: "plugins/*/**", capture: ["plugin"], partialMatch: false },
        { type: "rules", pattern: "src/lib/**", partialMatch: false },
        { type: "shared", pattern: ["src/theme/**", "src/components/**", "src/images/**", "src/i18n/**"], partialMatch: false },
        { type: "feature", pattern: "src/features/*/**", capture: ["feature"], partialMatch: false },
        { type: "app", pattern: ["src/app/**", "src/templates/**", "src/pages/**"], partialMatch: false },
        // Pure rules of the shared package that the browser bundle uses too (links, HTTP retries): no Node API.
        { type: "shared-rules", pattern: "shared/rules/**", partialMatch: false },
        { type: "node-shared", pattern: "shared/**", partialMatch: false },
        // The publisher's entry files (main.ts, cli.ts) and its folders, each captured so its layer can be checked.
        { type: "publisher", pattern: "publisher/src/*/**", capture: ["folder"], partialMatch: false },
        { type: "publisher", pattern: "publisher/src/*", capture: ["folder"], partialMatch: false },
        { type: "preview", pattern: "preview/src/**", partialMatch: false },
        { type: "scripts", pattern: "scripts/**", partialMatch: false },
        { type: "bench", pattern: "bench/**", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{ from.element.type }} may not import {{ to.element.type }}: see docs/architecture.md (site: rules → shared → features → app, build-time code out of the browser; repository: runtime packages never import scripts, tests or bench, and share through shared/ or src/lib; publisher: its folders one way, publisher/README.md)",
          policies: [
            // cms-contract: the link rule (shared/rules/safe-url.ts re-exports cms/src/contract/safe-url.ts), so the CMS refuses at
            // save time exactly what the build and the browser refuse: the CMS's compiled server cannot import outside cms/.
            { from: { element: { type: "shared-rules" } }, allow: { to: { element: { types: { anyOf: ["shared-rules", "cms-contract"] } } } } },
            { from: { element: { type: "rules" } }, allow: { to: { element: { types: { anyOf: ["rules", "shared-rules"] } } } } },
            // cms-contract: the site's languages (cms/src/contract/locales.ts), which src/i18n reads.
            { from: { element: { type: "shared" } }, allow: { to: { element: { types: { anyOf: ["rules", "shared-rules", "shared", "cms-contract"] } } } } },
            {
              from: { element: { type: "feature" } },
              allow: [
                // cms-contract: the enquiry form checks the CMS endpoint's own rules (cms/src/contract/enquiry-rules.ts).
                { to: { element: { types: { anyOf: ["rules", "shared-rules", "shared", "cms-contract"] } } } },
                { to: { element: { type: "feature", captured: { feature: "{{ from.element.captured.feature }}" } } } },
              ],
            },
            {
              from: { element: { type: "app" } },
              allow: { to: { element: { types: { anyOf: ["rules", "shared-rules", "shared", "feature", "app", "cms-contract"] } } } },
            },
            // cms-contract: the site's languages (cms/src/contract/locales.ts): one route tree, feed and sitemap per locale.
            {
              from: { element: { type: "build" } },
              allow: { to: { element: { types: { anyOf: ["rules", "shared", "build", "node-shared", "shared-rules", "cms-contract"] } } } },
            },
            { from: { element: { type: "node-shared" } }, allow: { to: { element: { types: { anyOf: ["node-shared", "shared-rules"] } } } } },
            // cms-contract: the admin API answers the Publishing plugin reads (cms/src/contract/publishing-contract.ts).
            // The publisher's folders import one way, down PUBLISHER_LAYERS; its entry files (main.ts, cli.ts) use them all.
            ...PUBLISHER_LAYERS.map((folder, layer) => ({
              from: { element: { type: "publisher", captured: { folder } } },
              allow: [
                { to: { element: { type: "publisher", captured: { folder: `{${PUBLISHER_LAYERS.slice(layer).join(",")}}` } } } },
                { to: { element: { types: { anyOf: ["node-shared", "shared-rules", "cms-contract"] } } } },
              ],
            })),
            {
              from: { element: { type: "publisher", captured: { folder: "*.ts" } } },
              allow: { to: { element: { types: { anyOf: ["publisher", "node-shared", "shared-rules", "cms-contract"] } } } },
            },
            {
              from: { element: { type: "preview" } },
              allow: { to: { element: { types: { anyOf: ["preview", "node-shared", "shared-rules", "cms-contract"] } } } },
            },
            { from: { element: { types: { anyOf: ["cms", "cms-contract"] } } }, allow: { to: { element: { types: { anyOf: ["cms", "cms-contract"] } } } } },
            {
              from: { element: { type: "scripts" } },
              allow: {
                to: {
                  element: { types: { anyOf: ["scripts", "node-shared", "shared-rules", "rules", "build", "publisher", "preview", "cms", "cms-contract"] } },
                },
              },
            },
            {
              from: { element: { type: "bench" } },
              allow: {
                to: {
                  element: { types: { anyOf: ["bench", "scripts", "node-shared", "shared-rules", "rules", "build", "publisher", "preview", "cms-contract"] } },
                },
              },
            },
            { from: { element: { type: "tests" } }, allow: { to: { element: { types: { noneOf: ["bench"] } } } } },
          ],
        },
      ],
    },
  },
  {
    // Every file of the site belongs to one of its rooms.
    files: ["src/**/*.{ts,tsx}", "plugins/**/*.ts"],
    rules: { "boundaries/no-unknown-files": "error" },
  },
  {
    // Styles are compiled and never read a prop (docs/architecture.md, "Styles"), which is why plugins/static-styles
    // lets a styled HTML element be given every prop it gets: one with props of its own would leak them to the DOM.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["tag.object.name", "tag.callee.name"].flatMap((styledTag) => [
          {
            selector: `TaggedTemplateExpression[${styledTag}='styled'][typeArguments]`,
            message: 'A styled component takes no props of its own: give it an attribute the CSS selects (docs/architecture.md, "Styles").',
          },
          {
            selector: `TaggedTemplateExpression[${styledTag}='styled'] > TemplateLiteral > :function`,
            message: 'A style cannot depend on a prop: give the element an attribute the CSS selects (docs/architecture.md, "Styles").',
          },
        ]),
      ],
    },
  },
  {
    // The root browser files are wiring for the browser bundle: never the build-time side.
    files: ["gatsby-browser.tsx", "gatsby-ssr.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/plugins/**", "**/i18n/catalogues", "**/i18n/messages/*"], message: "build-time code stays out of the browser bundle" }] },
      ],
    },
  },
  {
    // The catalogues reach the browser as data, one static query result (src/i18n/use-catalogue.ts): the browser
    // bundle never carries one. Types from one are fine.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/i18n/catalogues.ts", "src/i18n/messages/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/i18n/catalogues", "./catalogues"],
              message: "The catalogues are build-time only: read the page's words with useMessages()/useFormat().",
            },
            {
              group: ["**/i18n/messages/*", "./messages/*"],
              allowTypeImports: true,
              message: "A catalogue stays out of the browser bundle: read the page's with useFormat().",
            },
          ],
        },
      ],
    },
  },
  {
    // Packages import each other by name (@agency/shared/…, @agency/publisher/…), never by a relative path into another
    // package's folder: each package declares what it uses (docs/architecture.md, "Packages"). Two exceptions: the CMS's and
    // the publisher's own test suites drive the repository's test harness (scripts/lib), which is no package; and Gatsby's
    // Node files (the root gatsby-*.ts and plugins/), which Gatsby compiles with Parcel 2.8: it leaves every package import
    // as a runtime require, and Node cannot require a package that ships TypeScript, so they reach shared/ by path. The
    // site's catalogues (src/i18n/catalogues.ts) are build-time code of the same kind: only those Node files import them.
    files: ["**/*.{ts,tsx,mjs,cjs,js}"],
    // shared/rules/safe-url.ts re-exports the CMS contract's link rule by path, for the same Parcel reason: Gatsby's Node files
    // reach it through shared/rules.
    ignores: ["cms/tests/**", "publisher/tests/**", "plugins/**", "gatsby-*.{ts,tsx}", "src/i18n/catalogues.ts", "shared/rules/safe-url.ts"],
    plugins: { packages: packageImports },
    rules: { "packages/by-name": "error" },
  },
);
