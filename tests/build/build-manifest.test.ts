import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const dir = process.env.BUILD_DIR ?? "public";
const read = (path: string) => readFileSync(join(dir, path), "utf8");

describe("build identity", () => {
  it("writes builds/latest.json and builds/meta/{id}.json listing the prerendered paths", () => {
    const latest = JSON.parse(read("builds/latest.json")) as { id: string; timestamp: number };
    expect(latest.id).toMatch(/^[\w-]{6,}$/);
    const meta = JSON.parse(read(`builds/meta/${latest.id}.json`)) as { id: string; prerendered: string[]; matcher: { static: Record<string, unknown> } };
    expect(meta.id).toBe(latest.id);
    expect(meta.prerendered).toEqual(expect.arrayContaining(["/", "/cookie-policy/", "/blog/"]));
    for (const path of meta.prerendered) {
      expect(meta.matcher.static[path]).toBeDefined();
      const file = path.endsWith("/") ? join(path, "index.html") : path;
      if (!path.startsWith("/404")) expect(existsSync(join(dir, file))).toBe(true);
    }
  });

  it("gives every page its build id in the browser bundle", () => {
    const latest = JSON.parse(read("builds/latest.json")) as { id: string };
    const bundles = readdirSync(dir).filter((file) => /^app-[\w]+\.js$/.test(file));
    expect(bundles.length).toBeGreaterThan(0);
    expect(bundles.some((file) => read(file).includes(latest.id))).toBe(true);
  });
});
