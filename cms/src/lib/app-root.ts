import fs from "node:fs";
import path from "node:path";

/**
 * The cms/ folder. Compiled code runs from dist/ (dist/config, dist/src/...), so a fixed number of `..`
 * would differ between files; walking up to our own package.json works from anywhere.
 */
const appRoot = (): string => {
  let dir = __dirname;
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { name?: string };
      if (name === "agency-cms") return dir;
    }
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
};

/** Resolves a path given in an env var (absolute, or relative to cms/). */
export const fromAppRoot = (p: string): string => path.resolve(appRoot(), p);

/** Strapi's public folder (media uploads go to its uploads/ subfolder); PUBLIC_DIR overrides it. */
export const publicDir = (): string => fromAppRoot(process.env.PUBLIC_DIR || "public");
