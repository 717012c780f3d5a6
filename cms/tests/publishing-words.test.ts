/**
 * The Publishing panel's words for editors (src/plugins/publishing): what started a build, what a release changed,
 * the state after a rollback, the page's first line, and the trigger the CMS gives an editor's own edit.
 * Pure functions, no Strapi. Run: npx jest --config cms/tests/jest.config.cjs publishing-words
 */
import { buildState } from "../src/plugins/publishing/admin/src/lib/build-state";
import { changeLines } from "../src/plugins/publishing/admin/src/lib/describe-changes";
import { describeTrigger } from "../src/plugins/publishing/admin/src/lib/describe-trigger";
import { latestPublish } from "../src/plugins/publishing/admin/src/lib/latest-publish";
import type { PublisherStatus } from "../src/contract/publishing-contract";
import { editorTrigger } from "../src/plugins/publishing/server/editor-trigger";
import { entryVerdict } from "../src/plugins/publishing/server/entry-verdict";

const EDITOR = { email: "editor@agency.local", firstname: "Site", lastname: "Editor" };

const STATUS: PublisherStatus = {
  lastSuccess: {
    buildId: "20261126-160000-000-aaaa",
    trigger: "Site Editor (editor@agency.local) published “Paid social on a small budget”",
    startedAt: "2026-11-26T16:00:00.000Z",
    finishedAt: "2026-11-26T16:00:30.000Z",
    durationMs: 21_700,
    pageCount: 33,
    publishToLiveMs: 24_400,
  },
  lastFailure: null,
  activeBuild: null,
  queue: { state: "idle", waitingTriggers: 0 },
  lastAudit: null,
  lastRollback: null,
  live: { buildId: "20261126-160000-000-aaaa", since: "2026-11-26T16:00:30.000Z", releases: ["20261126-160000-000-aaaa"] },
  history: [],
  liveLinks: null,
  liveBehind: null,
};

describe("the trigger the CMS gives an editor's own edit", () => {
  test("the account's name and address, the verb and the entry's title", () => {
    const info = { uid: "api::blog-post.blog-post", entry: { title: "Paid social on a small budget" } };
    expect(editorTrigger("entry.publish", info, EDITOR)).toBe("Site Editor (editor@agency.local) published “Paid social on a small budget”");
    expect(editorTrigger("entry.unpublish", info, { email: "editor@agency.local" })).toBe("editor@agency.local unpublished “Paid social on a small budget”");
    expect(editorTrigger("entry.update", { uid: "api::configuration.configuration", entry: {} }, EDITOR)).toBe(
      "Site Editor (editor@agency.local) saved the site settings",
    );
    expect(editorTrigger("entry.update", { uid: "plugin::navigation.navigation", entry: { name: "Main navigation" } }, EDITOR)).toBe(
      "Site Editor (editor@agency.local) saved the navigation “Main navigation”",
    );
    expect(editorTrigger("media.update", { media: { name: "team.jpg" } }, EDITOR)).toBe("Site Editor (editor@agency.local) replaced the file “team.jpg”");
    // The navigation plugin's own event names the model only.
    expect(editorTrigger("entry.update", { model: "navigation", entry: { name: "Main navigation" } }, EDITOR)).toBe(
      "Site Editor (editor@agency.local) saved the navigation “Main navigation”",
    );
    expect(editorTrigger("entry.update", { uid: "plugin::navigation.navigation-item", entry: { title: "Our work" } }, EDITOR)).toBe(
      "Site Editor (editor@agency.local) saved the navigation item “Our work”",
    );
  });

  test("a translation other than English names its language; an English one reads as before", () => {
    expect(editorTrigger("entry.publish", { uid: "api::page.page", entry: { title: "À propos", locale: "fr" } }, EDITOR)).toBe(
      "Site Editor (editor@agency.local) published the French version of “À propos”",
    );
    expect(editorTrigger("entry.update", { uid: "api::configuration.configuration", entry: { locale: "fr" } }, EDITOR)).toBe(
      "Site Editor (editor@agency.local) saved the French version of the site settings",
    );
    expect(editorTrigger("entry.update", { model: "navigation", entry: { name: "Navigation principale", locale: "fr" } }, EDITOR)).toBe(
      "Site Editor (editor@agency.local) saved the French version of the navigation “Navigation principale”",
    );
    expect(editorTrigger("entry.publish", { uid: "api::page.page", entry: { title: "About us", locale: "en" } }, EDITOR)).toBe(
      "Site Editor (editor@agency.local) published “About us”",
    );
  });

  test("no admin user, an unknown event: no trigger (the publisher keeps the event's name)", () => {
    expect(editorTrigger("entry.publish", { entry: { title: "x" } }, null)).toBeUndefined();
    expect(editorTrigger("media.create", { media: { name: "a.jpg" } }, EDITOR)).toBeUndefined();
  });

  test("a long title is cut and control characters go (the publisher refuses them)", () => {
    const title = `${"A".repeat(130)}\u0007`;
    expect(editorTrigger("entry.publish", { entry: { title } }, { email: "e@x.org" })).toBe(`e@x.org published “${"A".repeat(119)}…”`);
  });
});

describe("what started a build, in editors' words", () => {
  test("the publisher's own names", () => {
    expect(describeTrigger("entry.publish blog-post")).toBe("A blog post was published");
    expect(describeTrigger("entry.unpublish api::page.page")).toBe("A page was unpublished");
    expect(describeTrigger("media.update")).toBe("A file was replaced");
    expect(describeTrigger("rebuild requested in the admin by editor@agency.local")).toBe("editor@agency.local asked for a rebuild");
    expect(describeTrigger("manual reconcile, entry.publish blog-post")).toBe("A rebuild was requested; A blog post was published");
  });

  test("the CMS's words pass unchanged, commas in a title included", () => {
    const words = "Site Editor (editor@agency.local) published “Paid social on a small budget, edited in the admin”";
    expect(describeTrigger(words)).toBe(words);
  });
});

describe("the page's first line and the state", () => {
  test("who published what, live in whole seconds", () => {
    expect(latestPublish(STATUS)).toBe("Site Editor (editor@agency.local) published “Paid social on a small budget” · live in 24 s");
  });

  test("a build on its way, and a failure that is the latest news", () => {
    expect(
      latestPublish({
        ...STATUS,
        activeBuild: {
          buildId: "b",
          trigger: "Site Editor (editor@agency.local) published “Contact”",
          startedAt: "2026-11-26T16:05:00.000Z",
          phase: "building",
        },
      }),
    ).toBe("Site Editor (editor@agency.local) published “Contact” · on its way to the site");
    const failed = {
      ...STATUS,
      lastFailure: { buildId: "c", trigger: "media.update", startedAt: "", failedAt: "2026-11-26T16:10:00.000Z", stage: "build", reason: "x", logTail: [] },
    };
    expect(latestPublish(failed)).toBe("A file was replaced · not live: the build failed");
    // The site build's own words when an editor can act on them, without the exit code (issue 47, item 10).
    const unusableLink = {
      ...STATUS,
      lastFailure: {
        ...failed.lastFailure,
        trigger: "Site Editor (editor@agency.local) saved the navigation “Main navigation”",
        reason:
          'Navigation "main-navigation", item #3: "Special offer" has an unusable external link (javascript://example.com/%0Aalert(1)) (the build failed with exit code 1)',
      },
    };
    expect(latestPublish(unusableLink)).toBe(
      'Site Editor (editor@agency.local) saved the navigation “Main navigation” · not live: Navigation "main-navigation", item #3: "Special offer" has an unusable external link (javascript://example.com/%0Aalert(1))',
    );
    const outOfMemory = {
      ...STATUS,
      lastFailure: { ...failed.lastFailure, reason: "the site build ran out of memory: it needed more than x (the build failed with exit code 134)" },
    };
    expect(latestPublish(outOfMemory)).toBe("A file was replaced · not live: the build failed");
    const killed = { ...STATUS, lastFailure: { ...failed.lastFailure, reason: "build command was killed (SIGKILL): gatsby build" } };
    expect(latestPublish(killed)).toBe("A file was replaced · not live: the build failed");
  });

  test("after a rollback the first line names who put which release back, by its time, until the next build", () => {
    const rolledBack: PublisherStatus = {
      ...STATUS,
      lastRollback: { from: "20261126-160000-000-aaaa", to: "20261126-150000-000-bbbb", at: "2026-11-26T16:20:00.000Z", requestedBy: "editor@agency.local" },
      live: { buildId: "20261126-150000-000-bbbb", since: "2026-11-26T16:20:00.000Z", releases: [] },
      history: [
        { buildId: "20261126-160000-000-aaaa", releasedAt: "2026-11-26T16:00:30.000Z", pageCount: 33, live: false },
        { buildId: "20261126-150000-000-bbbb", releasedAt: "2026-11-26T15:00:30.000Z", pageCount: 33, live: true },
      ],
      liveBehind: { newestBuildId: "20261126-160000-000-aaaa", changes: { added: [], changed: [], removed: [] } },
    };
    // The release's time is written in the editor's locale; its build id is not in the line.
    const line = latestPublish(rolledBack);
    expect(line).toMatch(/^editor@agency\.local rolled the site back to the release of .*2026.* · older than the CMS until the next build is live$/);
    expect(line).not.toContain("20261126-150000-000-bbbb");
    // The same content as the newest build: nothing is behind. No requester: said without one.
    expect(latestPublish({ ...rolledBack, liveBehind: null, lastRollback: { ...rolledBack.lastRollback!, requestedBy: undefined } })).toMatch(
      /^The site was rolled back to the release of .*2026.* · live now$/,
    );
    // A release the history no longer holds is named by its build id.
    expect(latestPublish({ ...rolledBack, history: [] })).toBe(
      "editor@agency.local rolled the site back to release 20261126-150000-000-bbbb · older than the CMS until the next build is live",
    );
    // The next build is the news again.
    const rebuilt = { ...rolledBack, lastSuccess: { ...STATUS.lastSuccess!, finishedAt: "2026-11-26T16:30:00.000Z", trigger: "manual reconcile" } };
    expect(latestPublish(rebuilt)).toBe("A rebuild was requested · live in 24 s");
  });

  test("after a rollback the state is not Live but older than the CMS, naming how many entries differ", () => {
    expect(buildState(STATUS).name).toBe("Live");
    const post = { kind: "blog-post" as const, id: "p1", pages: ["/blog/p/"], title: "Paid social on a small budget" };
    const gone = { kind: "page" as const, id: "p2", pages: ["/offer/"], title: null };
    const behind = { ...STATUS, liveBehind: { newestBuildId: "n", changes: { added: [gone], changed: [post], removed: [] } } };
    expect(buildState(behind)).toMatchObject({
      name: "Older than the CMS",
      explanation: "The site shows an earlier release than what is published in the CMS: 2 entries differ. It catches up when a new build is live.",
      tone: "warning",
    });
    expect(changeLines(behind.liveBehind.changes, "behind").map((line) => line.text)).toEqual([
      "Missing from the live site: the page at /offer/",
      "Older on the live site: the blog post “Paid social on a small budget”",
    ]);
    expect(
      changeLines({ added: [], changed: [post], removed: [{ kind: "configuration", id: "configuration", pages: [] }] }, "release").map((l) => l.text),
    ).toEqual(["Changed: the blog post “Paid social on a small budget”", "Removed: the site settings"]);
    const french = { kind: "page" as const, id: "page-about", locale: "fr", pages: ["/fr/a-propos/"], title: "À propos" };
    expect(changeLines({ added: [], changed: [french], removed: [] }, "release").map((l) => l.text)).toEqual([
      "Changed: the French version of the page “À propos”",
    ]);
  });
});

describe("categories, tags and authors, in the same words", () => {
  test("a release's changes name each by its kind and name, a translation by its language", () => {
    const category = { kind: "category" as const, id: "c1", pages: ["/blog/category/search/"], title: "Search" };
    const tag = { kind: "tag" as const, id: "t1", pages: ["/blog/tag/planning/"], title: "Planning" };
    const author = { kind: "author" as const, id: "a1", pages: ["/blog/author/grace-okafor/"], title: "Grace Okafor" };
    const french = { kind: "category" as const, id: "c1", locale: "fr", pages: ["/fr/blog/category/referencement/"], title: "Référencement" };
    const gone = { kind: "tag" as const, id: "t2", pages: ["/blog/tag/old-news/"], title: null };
    expect(changeLines({ added: [author], changed: [category, french], removed: [tag, gone] }, "release").map((line) => line.text)).toEqual([
      "Added: the author “Grace Okafor”",
      "Changed: the category “Search”",
      "Changed: the French version of the category “Référencement”",
      "Removed: the tag “Planning”",
      "Removed: the tag at /blog/tag/old-news/",
    ]);
  });

  test("an editor's edit and the publisher's own event names", () => {
    expect(editorTrigger("entry.publish", { uid: "api::category.category", entry: { name: "Search" } }, EDITOR)).toBe(
      "Site Editor (editor@agency.local) published the category “Search”",
    );
    expect(editorTrigger("entry.unpublish", { uid: "api::tag.tag", entry: { name: "Planning" } }, EDITOR)).toBe(
      "Site Editor (editor@agency.local) unpublished the tag “Planning”",
    );
    expect(editorTrigger("entry.publish", { uid: "api::author.author", entry: { name: "Grace Okafor", locale: "fr" } }, EDITOR)).toBe(
      "Site Editor (editor@agency.local) published the French version of the author “Grace Okafor”",
    );
    expect(editorTrigger("entry.delete", { uid: "api::author.author", entry: {} }, EDITOR)).toBe("Site Editor (editor@agency.local) deleted an author");
    expect(describeTrigger("entry.publish api::category.category")).toBe("A category was published");
    expect(describeTrigger("entry.delete api::tag.tag")).toBe("A tag was deleted");
    expect(describeTrigger("entry.unpublish api::author.author")).toBe("An author was unpublished");
  });

  test("the edit view links each to its own listing on the live site", () => {
    const answer = { live: { buildId: "b1", versions: ["2026-11-26T16:00:00.000Z"], pages: ["/blog/category/search/", "/blog/local-seo/"] } };
    const verdict = entryVerdict(answer, { updatedAt: "2026-11-26T16:00:00.000Z", slug: "search" }, "category", "https://example.org");
    expect(verdict).toMatchObject({ state: "live", liveUrl: "https://example.org/blog/category/search/" });
    const french = { live: { buildId: "b1", versions: [], pages: ["/fr/blog/author/grace-okafor/"] } };
    expect(entryVerdict(french, { updatedAt: null, slug: "grace-okafor" }, "author", "https://example.org").liveUrl).toBe(
      "https://example.org/fr/blog/author/grace-okafor/",
    );
  });
});
