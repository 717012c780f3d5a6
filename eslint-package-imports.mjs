// A lint rule of the repository's own: an import that leaves its package must name the package (docs/architecture.md,
// "Packages"). The workspaces are folders at the root; everything else is the site. Gatsby's local plugins keep a
// package.json of their own (Gatsby asks for one) but are the site's build-time code, so a generic "nearest
// package.json" rule would misread them.
import { dirname, relative, resolve, sep } from "node:path";

const ROOT = dirname(new URL(import.meta.url).pathname);
const WORKSPACES = ["cms", "preview", "publisher", "shared"];

const packageOf = (file) => {
  const top = relative(ROOT, file).split(sep)[0];
  return WORKSPACES.includes(top) ? top : "site";
};

const byName = {
  meta: {
    type: "problem",
    messages: {
      relative: "{{ from }} reaches into {{ to }} by a relative path: import it by package name (@agency/{{ to }}/…).",
    },
    schema: [],
  },
  create(context) {
    const from = packageOf(context.filename);
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const to = packageOf(resolve(dirname(context.filename), spec));
      if (to !== from) context.report({ node, messageId: "relative", data: { from: from === "site" ? "the site" : from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      "CallExpression[callee.name='require']": (node) => check(node.arguments[0]),
    };
  },
};

export const packageImports = { rules: { "by-name": byName } };
