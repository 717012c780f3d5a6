import * as React from "react";
import { render } from "@testing-library/react";
import { readingMinutes } from "../../../../plugins/cms-data-layer/blog/reading-time";
import { ReadingTime } from "../../../../src/features/blog/reading-time";

const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");

describe("reading time: 220 words a minute, rounded up, at least 1 (docs/content-model.md)", () => {
  it.each([
    [0, 1],
    [1, 1],
    [220, 1],
    [221, 2],
    [440, 2],
    [441, 3],
    [1100, 5],
  ])("%i words read in %i min", (count, minutes) => {
    expect(readingMinutes(words(count))).toBe(minutes);
  });

  it("counts the words readers see, not the markup: 221 level-2 headings of one word each are 2 minutes", () => {
    // Split on spaces, the "##" markers and link targets would double the count (442 → 3 minutes).
    expect(readingMinutes(Array.from({ length: 221 }, () => "## Word").join("\n\n"))).toBe(2);
  });

  it("does not count lone punctuation, URLs of links or image markup as words", () => {
    const paragraph = `${words(219)} - — . [word](/a/long/path/to/somewhere) ![](upload:cover-brand-refresh.jpg)`;
    expect(readingMinutes(paragraph)).toBe(1);
  });

  it("keeps contractions and hyphenated words as one word each", () => {
    expect(readingMinutes(`${words(218)} don't well-known`)).toBe(1);
    expect(readingMinutes(`${words(219)} don't well-known`)).toBe(2);
  });
});

describe("the reading time as shown", () => {
  it("reads 'N min read'", () => {
    expect(render(<ReadingTime minutes={4} />).container.textContent).toBe("4 min read");
    expect(render(<ReadingTime minutes={1} />).container.textContent).toBe("1 min read");
  });

  it("shows nothing without a figure", () => {
    expect(render(<ReadingTime minutes={null} />).container.innerHTML).toBe("");
  });
});
