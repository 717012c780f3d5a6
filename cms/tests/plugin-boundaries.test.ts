/**
 * A local plugin (src/plugins/<name>) is its own package: it may import its own files, npm packages, the CMS's
 * shared helpers in src/lib and the contracts in src/contract (the Publishing plugin reads the publisher's answers
 * through publishing-contract.ts), never the host app's bootstrap, seed, guards or API folders.
 * Plain Jest: reads the plugin sources, no Strapi needed. Run: npx jest --config cms/tests/jest.config.cjs plugin-boundaries
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const SRC = resolve(__dirname, "..", "src");
const PLUGINS = join(SRC, "plugins");

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|js)$/.test(entry.name) ? [path] : [];
  });

/** Relative module specifiers of a file: static imports and exports, dynamic import() and require(). */
const relativeSpecifiers = (code: string): string[] =>
  [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']*)["']/gm)].map((match) => match[1] as string);

/** Every import in a plugin that leaves that plugin's folder: [file, target], both relative to cms/src. */
const importsLeavingTheirPlugin = (): Array<[string, string]> => {
  const found: Array<[string, string]> = [];
  for (const plugin of readdirSync(PLUGINS)) {
    const root = join(PLUGINS, plugin);
    for (const file of sourceFiles(root)) {
      for (const specifier of relativeSpecifiers(readFileSync(file, "utf8"))) {
        const target = resolve(dirname(file), specifier);
        if (target !== root && !target.startsWith(root + sep)) found.push([relative(SRC, file), relative(SRC, target)]);
      }
    }
  }
  return found.sort();
};

test("the specifier scan sees static, dynamic and require imports", () => {
  expect(relativeSpecifiers('import a from "../x";\nexport { b } from "./y";\nconst c = import("../../z");\nrequire("./w");\nimport "./side";')).toEqual([
    "../x",
    "./y",
    "../../z",
    "./w",
    "./side",
  ]);
});

test("a plugin reaches outside its folder only into src/lib and src/contract", () => {
  const targets = [...new Set(importsLeavingTheirPlugin().map(([, target]) => target))].sort();
  expect(targets).toEqual([
    "contract/blog-paths",
    "contract/history-contract",
    "contract/locales",
    "contract/publishing-contract",
    "lib/locale-names",
    "lib/publisher-env",
  ]);
});
