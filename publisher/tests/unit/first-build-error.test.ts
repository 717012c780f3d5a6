import { firstBuildError } from "../../src/build/first-build-error";

// Shapes of `gatsby build` output as Gatsby 5.16 prints them (reporter.panicOnBuild, structured errors).
describe("the build's own first error, for lastFailure.reason", () => {
  test("a panicOnBuild message from createPages as gatsby build 5.16 printed it (cursor codes, lines wrapped at 80)", () => {
    // The tail of a real build log from the publisher's e2e run, byte for byte (\u001b = ESC).
    const log = [
      "\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess building schema - 0.659s",
      "",
      "\u001b[2K\u001b[1A\u001b[2K\u001b[G",
      " ERROR  UNKNOWN",
      "",
      "The CMS content cannot be built:",
      '  - navigation "footer-navigation": the item "Our work" points at a page that is',
      " missing or not published",
      '  - navigation "main-navigation": the item "Our work" points at a page that is',
      "missing or not published",
      "",
      "",
      "\u001b[2K\u001b[1A\u001b[2K\u001b[Gfailed createPages - 0.018s",
      "",
    ].join("\n");
    expect(firstBuildError(log)).toBe(
      'The CMS content cannot be built: navigation "footer-navigation": the item "Our work" points at a page that is missing or not published; navigation "main-navigation": the item "Our work" points at a page that is missing or not published',
    );
  });

  test("the same error as gatsby build prints it with CI=true (yurnalist logger: one 'error' line, no wrapping)", () => {
    // The tail of a real build log from the publisher's e2e run under CI=true, verbatim.
    const log = [
      "success building schema - 0.673s",
      "error The CMS content cannot be built:",
      '  - navigation "footer-navigation": the item "Our work" points at a page that is missing or not published',
      '  - navigation "main-navigation": the item "Our work" points at a page that is missing or not published',
      "failed createPages - 0.008s",
      "",
    ].join("\n");
    expect(firstBuildError(log)).toBe(
      'The CMS content cannot be built: navigation "footer-navigation": the item "Our work" points at a page that is missing or not published; navigation "main-navigation": the item "Our work" points at a page that is missing or not published',
    );
  });

  test("a structured error: code and category dropped, Gatsby's lifecycle sentence and the stack left out", () => {
    const log = [
      "\u001b[31m ERROR #11321 \u001b[39m API.NODE.EXECUTION",
      "",
      '"gatsby-node.ts" threw an error while running the sourceNodes lifecycle:',
      "",
      'Navigation "main-navigation" could not be loaded: the CMS at http://127.0.0.1:1337 did not answer',
      "",
      "  Error: boom",
      "  - source-navigations.ts:18 sourceNavigations",
    ].join("\n");
    expect(firstBuildError(log)).toBe('Navigation "main-navigation" could not be loaded: the CMS at http://127.0.0.1:1337 did not answer');
  });

  test("an error with its message on the ERROR line, and only the first of several errors", () => {
    const log = "info starting\nERROR #85901 GRAPHQL: There was an error in your GraphQL query (fake)\nERROR second one\n";
    expect(firstBuildError(log)).toBe("There was an error in your GraphQL query (fake)");
    expect(firstBuildError("ERROR Navigation broken\n\nnext")).toBe("Navigation broken");
  });

  test("a log without an ERROR block gives nothing (the caller falls back to the exit status)", () => {
    expect(firstBuildError("success onPostBuild\ninfo Done building in 30 sec\n")).toBeNull();
    expect(firstBuildError("")).toBeNull();
  });
});
