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

  it("no JavaScript file carries the build id: bundles change with code only, not with each publish", () => {
    const latest = JSON.parse(read("builds/latest.json")) as { id: string };
    const scripts = readdirSync(dir).filter((file) => file.endsWith(".js"));
    expect(scripts.filter((file) => /^app-[\w]+\.js$/.test(file))).toHaveLength(1);
    expect(scripts.filter((file) => read(file).includes(latest.id))).toEqual([]);
  });
});
