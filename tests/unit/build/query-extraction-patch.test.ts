/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * patches/gatsby+5.16.1.patch: Gatsby's query extraction no longer parses the files of installed packages that can
 * add nothing to it (no graphql tagged template, no slice, no page component). Gatsby's own FileParser runs here on
 * real files, so an upgrade that moves the check fails this test instead of silently parsing everything again, or,
 * worse, missing a package's fragments.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const FileParser = (require("gatsby/dist/query/file-parser") as { default: new () => Parser }).default;

interface ParsedFile {
  astDefinitions: { doc: { definitions: { name?: { value: string } }[] } }[];
}
interface Parser {
  parseFile(file: string, addError: (error: unknown) => void): Promise<ParsedFile | null>;
}

describe("query extraction skips installed packages' files that hold no query (gatsby patch)", () => {
  let dir: string;
  const errors: unknown[] = [];
  const write = (relative: string, text: string) => {
    const file = path.join(dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  };
  const names = (parsed: ParsedFile | null) => parsed?.astDefinitions.flatMap((found) => found.doc.definitions.map((def) => def.name?.value));

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "query-extraction-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("a plugin file that only mentions config and graphql is not parsed", async () => {
    const file = write("node_modules/some-plugin/gatsby-node.js", "exports.createSchemaCustomization = ({ actions }) => actions.config; // graphql types\n");
    expect(await new FileParser().parseFile(file, (error) => errors.push(error))).toBeNull();
  });

  test("a plugin's fragment in a graphql tagged template is still found", async () => {
    const file = write(
      "node_modules/some-plugin/fragments.js",
      'import { graphql } from "gatsby";\nexport const cover = graphql`\n  fragment PluginCover on File { id }\n`;\n',
    );
    expect(names(await new FileParser().parseFile(file, (error) => errors.push(error)))).toEqual(["PluginCover"]);
  });

  test("the site's own files are parsed as before, a query-less one included", async () => {
    const withQuery = write(
      "src/templates/post.js",
      'import { graphql } from "gatsby";\nexport const query = graphql`\n  query PostPage { site { id } }\n`;\n',
    );
    const withoutQuery = write("src/lib/config.js", "export const config = { a: 1 };\n");
    expect(names(await new FileParser().parseFile(withQuery, (error) => errors.push(error)))).toEqual(["PostPage"]);
    expect(names(await new FileParser().parseFile(withoutQuery, (error) => errors.push(error)))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
