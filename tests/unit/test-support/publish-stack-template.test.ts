/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "@agency/publisher/config/load-config";
import { stackTemplate } from "../../../scripts/lib/publish-stack-template";

// The publish suite's stacks start from the first stack's build workspace: it must come back whole, and trusted, so the
// publisher's first build reuses it instead of cleaning it (the CMS half boots a real Strapi in every publish e2e stack).
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "stack-template-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const configIn = (site: string, strapiUrl = "http://127.0.0.1:41001") =>
  loadConfig(
    {},
    { siteDir: site, outputDir: path.join(site, "public"), stateDir: path.join(site, "state"), webhookToken: "t", buildCommand: "gatsby build", strapiUrl },
  );

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

test("no stack has built yet: nothing is restored and the workspace is left as it is", async () => {
  const template = stackTemplate(path.join(dir, "template"));
  expect(template.cmsPort()).toBeUndefined();
  const config = configIn(path.join(dir, "site"));
  write(path.join(dir, "site", "public", "index.html"), "a developer's build");
  expect(await template.restoreWorkspace(config)).toBe(false);
  expect(fs.readFileSync(path.join(dir, "site", "public", "index.html"), "utf8")).toBe("a developer's build");
  expect(fs.existsSync(path.join(dir, "site", "state", "workspace.json"))).toBe(false);
});

test("the first build's workspace comes back in the next stack's site, replacing what was there, trusted with its build id", async () => {
  const template = stackTemplate(path.join(dir, "template"));
  const first = configIn(path.join(dir, "site"));
  write(path.join(dir, "site", "public", "index.html"), "<h1>Seeded home</h1>");
  write(path.join(dir, "site", ".cache", "data", "datastore", "data.mdb"), "nodes");
  await template.keepWorkspace(first, "20261127-050000-000-abcd");

  // The stack after it: another test edited content, so its build left other files behind.
  write(path.join(dir, "site", "public", "index.html"), "<h1>Edited home</h1>");
  write(path.join(dir, "site", "public", "blog", "new-post", "index.html"), "a post the seed does not have");
  const next = configIn(path.join(dir, "site"));
  expect(await template.restoreWorkspace(next)).toBe(true);

  expect(fs.readFileSync(path.join(dir, "site", "public", "index.html"), "utf8")).toBe("<h1>Seeded home</h1>");
  expect(fs.readFileSync(path.join(dir, "site", ".cache", "data", "datastore", "data.mdb"), "utf8")).toBe("nodes");
  expect(fs.existsSync(path.join(dir, "site", "public", "blog", "new-post"))).toBe(false);
  const state = JSON.parse(fs.readFileSync(path.join(dir, "site", "state", "workspace.json"), "utf8")) as Record<string, unknown>;
  expect(state).toMatchObject({ state: "trusted", buildId: "20261127-050000-000-abcd", processGroup: null, cmsUrl: "http://127.0.0.1:41001" });
});

test("a stack whose CMS answers at another URL starts cold: the kept workspace names its media by the first CMS's URL", async () => {
  const template = stackTemplate(path.join(dir, "template"));
  write(path.join(dir, "site", "public", "index.html"), "<h1>Seeded home</h1>");
  await template.keepWorkspace(configIn(path.join(dir, "site")), "20261127-050000-000-abcd");
  expect(template.cmsPort()).toBe(41001);

  write(path.join(dir, "site", "public", "index.html"), "<h1>Edited home</h1>");
  expect(await template.restoreWorkspace(configIn(path.join(dir, "site"), "http://127.0.0.1:41002"))).toBe(false);
  expect(fs.readFileSync(path.join(dir, "site", "public", "index.html"), "utf8")).toBe("<h1>Edited home</h1>");
  expect(fs.existsSync(path.join(dir, "site", "state", "workspace.json"))).toBe(false);
});

test("two workers build in two copies of the site, and each gets back only the workspace of its own first build", async () => {
  const root = path.join(dir, "template");
  const one = stackTemplate(root, "1");
  const two = stackTemplate(root, "2");
  expect(one.siteDir).toBe(path.join(root, "worker-1", "site"));
  expect(two.siteDir).toBe(path.join(root, "worker-2", "site"));

  one.prepareSite();
  expect(fs.existsSync(path.join(one.siteDir, "gatsby-config.ts"))).toBe(true);
  write(path.join(one.siteDir, "public", "index.html"), "<h1>Built by worker 1</h1>");
  await one.keepWorkspace(configIn(one.siteDir), "20261127-050000-000-aaaa");

  two.prepareSite();
  expect(two.cmsPort()).toBeUndefined();
  expect(await two.restoreWorkspace(configIn(two.siteDir))).toBe(false);
  expect(fs.existsSync(path.join(two.siteDir, "public"))).toBe(false);
  // The next stack of worker 1: the copy is prepared afresh (its public/ emptied), then its workspace comes back.
  one.prepareSite();
  expect(fs.existsSync(path.join(one.siteDir, "public"))).toBe(false);
  expect(await one.restoreWorkspace(configIn(one.siteDir))).toBe(true);
  expect(fs.readFileSync(path.join(one.siteDir, "public", "index.html"), "utf8")).toBe("<h1>Built by worker 1</h1>");
});
