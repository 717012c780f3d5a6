import fs from "node:fs";
import path from "node:path";
import { validateOutput } from "../../src/build/validate-output";
import { pageTitle } from "../../src/headers/page-facts";
import { writeGatsbyLikeSite } from "../fixtures/gatsby-like-site";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const ID = "20250114-093012-045-7f3a";

describe("build output validation (on a Gatsby-like fixture)", () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir("validate");
  });
  afterEach(() => removeDir(dir));

  test("a complete build passes and reports its page count", () => {
    writeGatsbyLikeSite(dir, { buildId: ID, extraPages: 3 });
    // home, about, cookie policy, one post, 3 pages, 404.html, 404/index.html
    expect(validateOutput({ dir, buildId: ID, livePageCount: 9 })).toEqual({ ok: true, pageCount: 9, fileCount: expect.any(Number) });
  });

  test("missing post, untitled page, missing cookie policy are all reported", () => {
    writeGatsbyLikeSite(dir, { buildId: ID, broken: true });
    fs.rmSync(path.join(dir, "cookie-policy"), { recursive: true });
    const result = validateOutput({ dir, buildId: ID, livePageCount: null });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        "missing /cookie-policy/index.html",
        "no blog post page (/blog/<slug>/index.html)",
        "1 page(s) without a <title>: /about/index.html",
      ]),
    );
  });

  test("page count below half of the live release fails; exactly half passes", () => {
    writeGatsbyLikeSite(dir, { buildId: ID, extraPages: 0 }); // 6 pages
    expect(validateOutput({ dir, buildId: ID, livePageCount: 12 }).ok).toBe(true);
    const result = validateOutput({ dir, buildId: ID, livePageCount: 13 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toEqual(["page count dropped from 13 to 6 (more than half)"]);
  });

  test("latest.json must exist and carry this build's id", () => {
    writeGatsbyLikeSite(dir, { buildId: ID, staleLatest: true });
    const stale = validateOutput({ dir, buildId: ID, livePageCount: null });
    expect(!stale.ok && stale.problems[0]).toMatch(/latest.json has id "20000101-000000-000-dead", expected/);
    fs.rmSync(path.join(dir, "builds", "latest.json"));
    const missing = validateOutput({ dir, buildId: ID, livePageCount: null });
    expect(!missing.ok && missing.problems).toContain("builds/latest.json is missing or not JSON");
  });

  test("a missing output directory fails", () => {
    expect(validateOutput({ dir: path.join(dir, "nope"), buildId: ID, livePageCount: null }).ok).toBe(false);
  });

  test("title extraction ignores attributes and whitespace", () => {
    expect(pageTitle(`<title data-gatsby-head="true"> About &nbsp;</title>`)).toBe("About");
    expect(pageTitle(`<title></title>`)).toBe("");
    expect(pageTitle(`<head></head>`)).toBe("");
  });
});
