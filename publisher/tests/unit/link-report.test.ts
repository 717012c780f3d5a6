import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readLinkReport } from "../../src/release/link-report";

let release: string;

beforeEach(() => {
  release = fs.mkdtempSync(path.join(os.tmpdir(), "link-report-"));
});
afterEach(() => fs.rmSync(release, { recursive: true, force: true }));

const write = (text: string) => fs.writeFileSync(path.join(release, ".link-report.json"), text);

describe("a release's link report", () => {
  test("lists the broken links with their entries, and the redirects the build could not use", () => {
    write(
      JSON.stringify({
        redirectProblems: ["the redirect /a/ → /b/ and /b/ → /a/ make a loop"],
        brokenLinks: [{ entry: 'blog post "Local SEO for service businesses: a practical checklist"', link: "/never-existed/" }],
      }),
    );
    expect(readLinkReport(release)).toEqual({
      redirectProblems: ["the redirect /a/ → /b/ and /b/ → /a/ make a loop"],
      brokenLinks: [{ entry: 'blog post "Local SEO for service businesses: a practical checklist"', link: "/never-existed/" }],
    });
  });

  test("a release without a report, a file that is not JSON, or links of the wrong shape: no list (null), never a wrong one", () => {
    expect(readLinkReport(release)).toBeNull();
    write("{ not json");
    expect(readLinkReport(release)).toBeNull();
    write(JSON.stringify({ brokenLinks: [{ entry: 'page "About us"' }] }));
    expect(readLinkReport(release)).toBeNull();
    write(JSON.stringify({ brokenLinks: "none" }));
    expect(readLinkReport(release)).toBeNull();
  });

  test("a report without redirect problems has an empty list of them", () => {
    write(JSON.stringify({ brokenLinks: [] }));
    expect(readLinkReport(release)).toEqual({ brokenLinks: [], redirectProblems: [] });
  });
});
