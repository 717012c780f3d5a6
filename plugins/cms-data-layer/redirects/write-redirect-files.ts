import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { BrokenLink } from "./broken-links";
import type { CmsRedirect } from "./source-redirects";

/** What the publisher reads from a build's output (docs/publishing.md, Redirects and broken links). */
const REDIRECTS_JSON = "_redirects.json";
const NETLIFY_REDIRECTS = "_redirects";
const LINK_REPORT = ".link-report.json";

/**
 * onPostBuild: the site's redirects in the two forms its hosts read, and the build's report of broken links.
 * `_redirects` is Netlify's and Cloudflare Pages' format (`/old/ /new/ 301`); `_redirects.json` is what the
 * publisher's server answers 301 from and its bucket deploy turns into storage redirects. Neither is served as a
 * file; the report is a dotfile, kept with the release.
 */
export async function writeRedirectFiles(
  publicDir: string,
  redirects: readonly CmsRedirect[],
  report: { problems: string[]; brokenLinks: BrokenLink[] },
): Promise<void> {
  const lines = redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`);
  await writeFile(join(publicDir, NETLIFY_REDIRECTS), lines.length > 0 ? `${lines.join("\n")}\n` : "");
  await writeFile(
    join(publicDir, REDIRECTS_JSON),
    `${JSON.stringify(
      redirects.map(({ from, to }) => ({ from, to })),
      null,
      2,
    )}\n`,
  );
  await writeFile(join(publicDir, LINK_REPORT), `${JSON.stringify({ redirectProblems: report.problems, brokenLinks: report.brokenLinks }, null, 2)}\n`);
}
