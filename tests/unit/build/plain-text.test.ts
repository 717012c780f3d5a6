import { markdownToPlainText, truncateWords } from "../../../plugins/cms-data-layer/rich-text/plain-text";

describe("page summaries from markdown", () => {
  it("keeps the words and drops the markup", () => {
    expect(markdownToPlainText("## Strategy first\n\nBrowse [our services](/services) and **book** a `call`.\n\n- one\n- two")).toBe(
      "Strategy first Browse our services and book a call . one two",
    );
  });

  it("cuts long text at a word boundary", () => {
    expect(truncateWords("short")).toBe("short");
    const long = "word ".repeat(60).trim();
    const cut = truncateWords(long, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/^word( word)*…$/);
  });
});
