import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { inlineScriptHashes } from "../../src/headers/inline-script-hashes";
import { writeGatsbyLikeSite } from "../fixtures/gatsby-like-site";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

// The CSP source a browser expects, computed here rather than by the code under test.
const cspHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inline script hashes", () => {
  test("matches the CSP spec's example hash", () => {
    // CSP Level 3 / MDN: <script>alert('Hello, world.');</script>
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });

  test("hashes the exact text, after the parser's CRLF → LF normalisation", () => {
    expect(inlineScriptHashes("<script>a\r\nb\rc</script>")).toEqual([cspHash("a\nb\nc")]);
    expect(inlineScriptHashes("<script> x</script>")).toEqual([cspHash(" x")]);
  });

  test("covers executable inline scripts only", () => {
    const html = [
      `<script>one()</script>`,
      `<script type="module">two()</script>`,
      `<SCRIPT type='text/javascript'>three()</SCRIPT >`,
      `<script src="/app.js"></script>`,
      `<script async src="/x.js">ignored()</script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script type="application/json" id="data">{}</script>`,
      `<script>one()</script>`,
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([cspHash("one()"), cspHash("three()"), cspHash("two()")].sort());
  });

  test("finds the inline scripts of a Gatsby-like page (loader, chunk map, image module, CRLF script)", () => {
    const dir = makeTempDir("hashes");
    try {
      writeGatsbyLikeSite(dir, { buildId: "20250114-093012-045-7f3a" });
      const html = fs.readFileSync(path.join(dir, "about", "index.html"), "utf8");
      const hashes = inlineScriptHashes(html);
      expect(hashes).toHaveLength(4);
      const loader = /<script id="gatsby-script-loader">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      expect(hashes).toContain(cspHash(loader));
      expect(hashes).toContain(cspHash('\n  window.__crlfScript = "ran";\n'));
      // page-specific: the loader script embeds the page path
      const home = inlineScriptHashes(fs.readFileSync(path.join(dir, "index.html"), "utf8"));
      expect(home).not.toEqual(hashes);
    } finally {
      removeDir(dir);
    }
  });
});
