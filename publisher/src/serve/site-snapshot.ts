import fs from "node:fs";
import path from "node:path";
import sirv, { type RequestHandler } from "sirv";
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from "@agency/cms/contract/locales";
import { readSiteRedirects } from "../deploy/site-redirects";
import { pagePolicies } from "../headers/page-policies";
import { releaseFiles } from "../util/release-files";
import { readReleaseManifest } from "../release/release-manifest";
import { isPublicFile } from "../util/public-files";

/**
 * Everything needed to serve one version of the site, computed once: the file list, each
 * page's CSP, the 404 body and a sirv handler. sirv (production mode) also snapshots its file
 * list at creation, so a new release needs a new snapshot; the server swaps the reference and
 * requests already in flight finish from the old one.
 */
export interface SiteSnapshot {
  /** Real path of the served directory (`releases/current` resolved to `releases/<id>`). */
  root: string;
  files: ReadonlySet<string>;
  policies: ReadonlyMap<string, string>;
  notFoundPage: Buffer | null;
  /** Each other locale's own 404 page (`fr/404.html`, else `fr/404/index.html`), when the build made one. */
  localeNotFoundPages: ReadonlyMap<LocaleCode, { file: string; body: Buffer }>;
  /** The site's redirects, from → to (`_redirects.json`; the file itself is never served). */
  redirects: ReadonlyMap<string, string>;
  send: RequestHandler;
}

/** The 404 page the site build made for each non-default locale: the server answers a missing path under its prefix with it. */
function localeNotFoundPages(realRoot: string, files: ReadonlySet<string>): Map<LocaleCode, { file: string; body: Buffer }> {
  const pages = new Map<LocaleCode, { file: string; body: Buffer }>();
  for (const code of LOCALE_CODES) {
    if (code === DEFAULT_LOCALE) continue;
    const file = [`/${code}/404.html`, `/${code}/404/index.html`].find((candidate) => files.has(candidate));
    if (file) pages.set(code, { file, body: fs.readFileSync(path.join(realRoot, file)) });
  }
  return pages;
}

export function loadSnapshot(realRoot: string, tagManagerOverride?: boolean): SiteSnapshot {
  const files = releaseFiles(realRoot).filter(isPublicFile);
  // A release says how it was built; for a plain dir, GATSBY_GTM_ID in this process or the
  // pages' own inline scripts decide (see loadsTagManager).
  const tagManager = tagManagerOverride ?? readReleaseManifest(realRoot)?.tagManager ?? (process.env.GATSBY_GTM_ID ? true : undefined);
  const notFoundFile = path.join(realRoot, "404.html");
  const fileSet = new Set(files);
  return {
    root: realRoot,
    files: fileSet,
    localeNotFoundPages: localeNotFoundPages(realRoot, fileSet),
    policies: pagePolicies(realRoot, files, tagManager),
    notFoundPage: fs.existsSync(notFoundFile) ? fs.readFileSync(notFoundFile) : null,
    redirects: new Map(readSiteRedirects(realRoot).map((redirect) => [redirect.from, redirect.to])),
    // The real path, not the `current` link: a request that started before a switch must keep
    // reading the release it started on, whose files stay on disk (at least 2 are kept).
    send: sirv(realRoot, { dev: false, etag: true, dotfiles: false, extensions: [] }),
  };
}
