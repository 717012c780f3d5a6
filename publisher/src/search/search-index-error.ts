/** The index step failed: the message says why in a sentence, the tail is what Pagefind printed last. */
export class SearchIndexError extends Error {
  constructor(
    message: string,
    readonly logTail: string[],
  ) {
    super(message);
  }
}
