import fs from "node:fs";
import path from "node:path";

/**
 * Lists every regular file under `root` as a URL-style path ("/about/index.html"), sorted.
 * Symlinks are not followed (a recursive readdir never does): a release is plain files, and following links could escape it.
 */
export function walkFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .sort();
}

/** "/about/index.html" → "/about/", "/404.html" → "/404.html", "/index.html" → "/". */
export function pageUrlFor(filePath: string): string {
  return filePath.endsWith("/index.html") ? filePath.slice(0, -"index.html".length) : filePath;
}

export function isHtml(filePath: string): boolean {
  return filePath.endsWith(".html");
}

/**
 * A page a visitor can open. Gatsby 5 also writes HTML fragments of its Slices under
 * /_gatsby/slices/ (stitched into pages at build time); they are not pages and have no <title>.
 */
export function isPage(filePath: string): boolean {
  return isHtml(filePath) && !filePath.startsWith("/_gatsby/");
}
