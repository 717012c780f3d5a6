import { markdownToPlainText } from "../rich-text/plain-text";

/** An unhurried adult reading speed for web articles (docs/content-model.md, blog posts). */
const WORDS_PER_MINUTE = 220;

/** A word: letters or digits, with inner apostrophes and hyphens ("don't", "well-known"); lone punctuation is not one. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Whole minutes to read a markdown body (its words, not its markup), rounded up, never below 1: "N min read". */
export function readingMinutes(markdown: string): number {
  const words = markdownToPlainText(markdown).match(WORD)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
