/** What a page is, for search: set by the build in the page's context and written into the index (docs/search.md). */
export type SearchType = "page" | "post" | "case-study";

const SEARCH_TYPES: readonly string[] = ["page", "post", "case-study"] satisfies SearchType[];

/** A page context's `searchType`, when it is one of the three; anything else means "not searchable". */
export function searchTypeOf(value: unknown): SearchType | null {
  return typeof value === "string" && SEARCH_TYPES.includes(value) ? (value as SearchType) : null;
}

/** One part of a result's excerpt: text, marked when it matched the search terms. */
export interface ExcerptSegment {
  text: string;
  marked: boolean;
}

/** One result, ready to show. */
export interface SearchHit {
  url: string;
  title: string;
  type: SearchType | null;
  excerpt: ExcerptSegment[];
}

/** What a search found: the first hits to show and how many there are in all. */
export interface SearchOutcome {
  hits: SearchHit[];
  total: number;
}

/**
 * Runs one search. Answers null when a newer search has replaced this one (typing on), and rejects when the index
 * cannot be loaded. The results component takes it as a prop, so a test can give it a fake.
 */
export type SearchFunction = (term: string) => Promise<SearchOutcome | null>;
