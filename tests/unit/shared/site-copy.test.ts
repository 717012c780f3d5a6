/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareSiteCopy } from "@agency/shared/site-copy";

let root: string;
let site: string;
let work: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "site-copy-"));
  site = path.join(root, "site");
  work = path.join(root, "work");
  write(path.join(site, "gatsby-config.ts"), "export default {};\n");
  write(path.join(site, "src", "templates", "page.tsx"), "new template\n");
  write(path.join(site, "package.json"), "{}\n");
  write(path.join(site, "node_modules", "gatsby", "package.json"), "{}\n");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("prepareSiteCopy: a copy of the site with its own workspace", () => {
  it("copies the site's code, links package.json and node_modules, and leaves the site folder untouched", () => {
    expect(prepareSiteCopy(site, work)).toBe(work);
    expect(fs.readFileSync(path.join(work, "src", "templates", "page.tsx"), "utf8")).toBe("new template\n");
    expect(fs.lstatSync(path.join(work, "src")).isSymbolicLink()).toBe(false);
    expect(fs.readlinkSync(path.join(work, "node_modules"))).toBe(path.join(site, "node_modules"));
    expect(fs.readlinkSync(path.join(work, "package.json"))).toBe(path.join(site, "package.json"));
    expect(fs.existsSync(path.join(site, ".cache"))).toBe(false);
  });

  it("a restart drops the copy's .cache and public/ (sourced from scratch) and replaces old code, removed files included", () => {
    prepareSiteCopy(site, work);
    write(path.join(work, ".cache", "data", "datastore", "data.mdb"), "nodes of another CMS database");
    write(path.join(work, "public", "page-data", "index", "page-data.json"), "{}");
    write(path.join(work, "src", "templates", "removed.tsx"), "gone from the site\n");
    write(path.join(site, "src", "templates", "page.tsx"), "changed template\n");

    prepareSiteCopy(site, work);
    expect(fs.existsSync(path.join(work, ".cache"))).toBe(false);
    expect(fs.existsSync(path.join(work, "public"))).toBe(false);
    expect(fs.existsSync(path.join(work, "src", "templates", "removed.tsx"))).toBe(false);
    expect(fs.readFileSync(path.join(work, "src", "templates", "page.tsx"), "utf8")).toBe("changed template\n");
  });
});

describe("prepareSiteCopy on this repository's site", () => {
  const repo = path.resolve(__dirname, "../../..");
  const importPattern = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;
  const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
      return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
    });
  const resolves = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier);
    const candidates = [base, ...[".ts", ".tsx", ".js", ".json"].map((ext) => base + ext), path.join(base, "index.ts"), path.join(base, "index.tsx")];
    return candidates.some((file) => fs.existsSync(file));
  };

  it("every relative import in the copied site code resolves inside the copy (nothing reaches back into the repository)", () => {
    prepareSiteCopy(repo, work);
    const files = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"]
      .map((file) => path.join(work, file))
      .concat(sourceFiles(path.join(work, "plugins")), sourceFiles(path.join(work, "src")));
    const unresolved = files.flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(importPattern)]
        .map((match) => match[1] ?? "")
        .filter((specifier) => !resolves(file, specifier))
        .map((specifier) => `${path.relative(work, file)} → ${specifier}`),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(unresolved).toEqual([]);
    expect(fs.existsSync(path.join(work, "shared", "build-id.ts"))).toBe(true);
  });
});
