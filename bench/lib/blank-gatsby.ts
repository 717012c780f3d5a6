import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "../../scripts/lib/child";
import { ROOT } from "../../scripts/lib/test-suites";
import { packageVersion } from "./machine";

// The smallest Gatsby site: no plugins, two pages linked to each other (Gatsby's own minimal starter shape), with
// the language and description Lighthouse asks for, so its accessibility and SEO scores are a clean reference too.
const FILES: Record<string, string> = {
  "gatsby-config.js": "module.exports = { plugins: [] };\n",
  "gatsby-ssr.js": 'exports.onRenderBody = ({ setHtmlAttributes }) => setHtmlAttributes({ lang: "en" });\n',
  "src/pages/index.js": `import * as React from "react";
import { Link } from "gatsby";

export default function IndexPage() {
  return (
    <main>
      <h1>Blank Gatsby</h1>
      <p>The reference page of the benchmarks.</p>
      <Link to="/page-2/">Page 2</Link>
    </main>
  );
}

export const Head = () => (
  <>
    <title>Blank Gatsby</title>
    <meta name="description" content="A blank Gatsby site." />
  </>
);
`,
  "src/pages/page-2.js": `import * as React from "react";
import { Link } from "gatsby";

export default function SecondPage() {
  return (
    <main>
      <h1>Page 2</h1>
      <Link to="/">Home</Link>
    </main>
  );
}

export const Head = () => <title>Page 2</title>;
`,
};

/**
 * Writes the blank site into `dir` and runs `gatsby build` there with the repo's own Gatsby (node_modules is
 * a symlink to the repo's, so nothing is downloaded and the version is the site's). Resolves with its public/.
 */
export async function buildBlankGatsby(dir: string): Promise<string> {
  // Gatsby refuses a folder whose package.json does not depend on it; the versions are the repo's.
  const dependencies = Object.fromEntries(["gatsby", "react", "react-dom"].map((name) => [name, packageVersion(name)]));
  const files = { ...FILES, "package.json": JSON.stringify({ name: "bench-blank-gatsby", version: "1.0.0", private: true, dependencies }, null, 2) };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  await gatsbyBuild(dir);
  return join(dir, "public");
}

/** `gatsby build` in the blank site's folder; seconds it took. */
async function gatsbyBuild(dir: string, stdio: "inherit" | "ignore" = "inherit"): Promise<number> {
  const started = Date.now();
  const code = await run(join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: dir,
    stdio,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", BUILD_ID: "", GATSBY_BUILD_ID: "" },
  });
  if (code !== 0) throw new Error(`the blank Gatsby site did not build (gatsby build exited ${code}) in ${dir}`);
  return (Date.now() - started) / 1000;
}

export interface BlankBuildFloor {
  coldS: number;
  /** Two more builds with nothing changed: the first still fills webpack's persistent cache, the second uses it. */
  rebuildsS: [number, number];
}

/**
 * What any publish through `gatsby build` costs at the least on this machine: the blank site built cold, then
 * rebuilt twice with nothing changed (no sourcing, no queries, two pages). Publish → live sits on top of this.
 */
export async function blankBuildFloor(dir: string): Promise<BlankBuildFloor> {
  const started = Date.now();
  await buildBlankGatsby(dir);
  const coldS = (Date.now() - started) / 1000;
  const first = await gatsbyBuild(dir, "ignore");
  const second = await gatsbyBuild(dir, "ignore");
  return { coldS, rebuildsS: [first, second] };
}
