import fs from "node:fs";
import path from "node:path";

/**
 * Copied every time, so a code change reaches the copy when it is next prepared. Linking does not work
 * for these: Parcel's entry glob (gatsby-*.ts, plugins) skips symlinks, and Gatsby registers page
 * templates by their real path but extracts queries by the linked one, so no page would get its data.
 * `shared/` is here because the data-layer plugin imports it (build ids, the navigation contract), and the CMS's
 * contracts because the enquiry form imports its rules.
 */
const COPIED = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "plugins", "src", "static", "shared", "cms/src/contract"];
/** Linked: only read, by Node and webpack, which both follow links. */
const LINKED = ["package.json", "tsconfig.json", "node_modules"];

/**
 * A folder that is the site to Gatsby, with its own .cache and public/, emptied: Gatsby sources from scratch
 * there (gatsby-source-strapi's cache only asks for what changed since its last fetch, so a cache left from
 * another CMS database would keep stale entries). Used where a Gatsby process must not share the repository's
 * workspace: the draft preview's `gatsby develop` (a build must never start from a node store full of drafts:
 * docs/preview.md), and the publish e2e stacks that build beside the rest of `npm test` (docs/architecture.md).
 */
export function prepareSiteCopy(siteDir: string, workDir: string): string {
  fs.mkdirSync(workDir, { recursive: true });
  for (const generated of [".cache", "public"]) fs.rmSync(path.join(workDir, generated), { recursive: true, force: true });
  for (const entry of COPIED) {
    const source = path.join(siteDir, entry);
    const copy = path.join(workDir, entry);
    fs.rmSync(copy, { recursive: true, force: true });
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.cpSync(source, copy, { recursive: true });
  }
  for (const entry of LINKED) {
    const target = path.join(siteDir, entry);
    if (!fs.existsSync(target)) continue;
    const link = path.join(workDir, entry);
    const current = fs.lstatSync(link, { throwIfNoEntry: false });
    if (current?.isSymbolicLink() && fs.readlinkSync(link) === target) continue;
    if (current) fs.rmSync(link, { recursive: true, force: true });
    fs.symlinkSync(target, link);
  }
  return workDir;
}
