import type { Trigger } from "../../src/queue/build-queue";
import { summarizeTriggers } from "../../src/queue/trigger-summary";

const POST = "api::blog-post.blog-post";
const PAGE = "api::page.page";
const editor = "Site Editor (editor@agency.local)";
const at = (reason: string, model?: string): Trigger => ({ reason, at: 1_700_000_000_000, ...(model ? { model } : {}) });

describe("a build's trigger, from the events of its batch", () => {
  test("one or two events keep their own words, and a repeated event is said once", () => {
    expect(summarizeTriggers([at(`${editor} published “Paid social on a small budget”`, POST)])).toBe(
      "Site Editor (editor@agency.local) published “Paid social on a small budget”",
    );
    expect(
      summarizeTriggers([
        at(`${editor} published “Paid social on a small budget”`, POST),
        at(`${editor} deleted “Old offer”`, PAGE),
        at(`${editor} deleted “Old offer”`, PAGE),
      ]),
    ).toBe("Site Editor (editor@agency.local) published “Paid social on a small budget”, Site Editor (editor@agency.local) deleted “Old offer”");
    expect(summarizeTriggers([])).toBe("manual");
  });

  test("1,000 posts published through the API: one short line with the first three titles", () => {
    const burst = Array.from({ length: 1000 }, (_, index) => at(`${editor} published “Imported post ${index + 1}”`, POST));
    expect(summarizeTriggers(burst)).toBe("Site Editor published 1,000 blog posts: “Imported post 1”, “Imported post 2”, “Imported post 3” and 997 more");
  });

  test("three events: every title named, grouped by who, what and kind", () => {
    expect(
      summarizeTriggers([
        at(`${editor} published “Email marketing”`, PAGE),
        at(`${editor} published “Paid social”`, PAGE),
        at(`${editor} published “Team”`, PAGE),
      ]),
    ).toBe("Site Editor published 3 pages: “Email marketing”, “Paid social” and “Team”");
  });

  test("a mixed burst: one part per person, action and kind; a single edit keeps its subject; other triggers as they came", () => {
    expect(
      summarizeTriggers([
        at(`${editor} published “A post”`, POST),
        at(`${editor} published “Another post”`, POST),
        at("Site Admin (admin@agency.local) published the French version of “À propos”", PAGE),
        at(`${editor} published the site settings`, "api::configuration.configuration"),
        at(`${editor} deleted the file “team.jpg”`),
      ]),
    ).toBe(
      "Site Editor published 2 blog posts: “A post” and “Another post”; Site Admin published the French version of “À propos”; " +
        "Site Editor published the site settings; and 1 other change",
    );
    expect(
      summarizeTriggers([
        at("scheduled publish of the blog post “Spring offer” (set by editor@agency.local)", POST),
        at("edits made during the previous build"),
        at("editor@agency.local unpublished “Old news”", POST),
      ]),
    ).toBe(
      "scheduled publish of the blog post “Spring offer” (set by editor@agency.local); edits made during the previous build; editor@agency.local unpublished “Old news”",
    );
  });
});
