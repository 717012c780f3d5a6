/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadPreviewConfig } from "@agency/preview/preview-config";

let state: string;

beforeEach(() => {
  state = fs.mkdtempSync(path.join(os.tmpdir(), "preview-config-"));
});

afterEach(() => fs.rmSync(state, { recursive: true, force: true }));

describe("the preview's secret (shared with the CMS)", () => {
  test("is required in production and must be at least 32 characters", () => {
    expect(() => loadPreviewConfig({ PUBLISHER_STATE_DIR: state, NODE_ENV: "production" })).toThrow("PREVIEW_SECRET is required when NODE_ENV=production");
    expect(() => loadPreviewConfig({ PUBLISHER_STATE_DIR: state, PREVIEW_SECRET: "too-short" })).toThrow("PREVIEW_SECRET must be at least 32 characters");
  });

  test("from the environment, trimmed", () => {
    expect(loadPreviewConfig({ PUBLISHER_STATE_DIR: state, PREVIEW_SECRET: "  0123456789abcdef0123456789abcdef  " }).secret).toBe(
      "0123456789abcdef0123456789abcdef",
    );
  });

  test("locally, generated once, kept in the publisher's state folder with mode 0600, and reused", () => {
    const first = loadPreviewConfig({ PUBLISHER_STATE_DIR: state }).secret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readFileSync(path.join(state, "preview-secret"), "utf8")).toBe(`${first}\n`);
    expect(fs.statSync(path.join(state, "preview-secret")).mode & 0o777).toBe(0o600);
    expect(loadPreviewConfig({ PUBLISHER_STATE_DIR: state }).secret).toBe(first);
  });

  test("a relative state folder is the publisher's site dir's, as the publisher reads it", () => {
    fs.mkdirSync(path.join(state, "var", "state"), { recursive: true });
    fs.writeFileSync(path.join(state, "var", "state", "preview-secret"), "fedcba9876543210fedcba9876543210\n");
    expect(loadPreviewConfig({ PUBLISHER_SITE_DIR: state, PUBLISHER_STATE_DIR: "var/state" }).secret).toBe("fedcba9876543210fedcba9876543210");
  });

  test("a saved secret too short to trust is replaced", () => {
    fs.writeFileSync(path.join(state, "preview-secret"), "short\n");
    expect(loadPreviewConfig({ PUBLISHER_STATE_DIR: state }).secret).toMatch(/^[0-9a-f]{64}$/);
  });
});
