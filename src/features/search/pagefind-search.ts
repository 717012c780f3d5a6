import { excerptSegments } from "./excerpt-segments";
import { searchTypeOf, type SearchFunction, type SearchHit } from "./search-types";

/** Where the build writes the index (docs/search.md); `gatsby develop` has none. */
const PAGEFIND_URL = "/pagefind/pagefind.js";
/** Each language's shards of the index, written with it. */
const SHARDS_URL = "/pagefind/shards.json";
/** Results shown at once; each one costs a fragment request. */
const SHOWN = 10;
/**
 * A search that has not answered by then counts as failed: when pagefind.js loads but its index does not, Pagefind
 * logs the error and its search waits for the index for ever.
 */
const GIVE_UP_MS = 15_000;

interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface PagefindResponse {
  results: { data(): Promise<PagefindFragment> }[];
}

/** The part of Pagefind's browser API this site uses (pagefind.js, an ES module the build writes). */
interface PagefindModule {
  options(options: { basePath: string }): Promise<void>;
  init(): Promise<void>;
  mergeIndex(indexPath: string, options: { language: string }): Promise<void>;
  destroy(): Promise<void>;
  debouncedSearch(term: string, options?: object, debounceMs?: number): Promise<PagefindResponse | null>;
}

/** What the publisher writes beside the script: each language's shards, each a Pagefind index (docs/search.md, "Shards"). */
interface ShardList {
  languages: Record<string, { pages: number; shards: string[] } | undefined>;
}

let loading: Promise<PagefindModule> | null = null;
/** The language the loaded shards belong to, and their start: Pagefind searches the shards of one language. */
let started: { lang: string; ready: Promise<void> } | null = null;

function importPagefind(): Promise<PagefindModule> {
  // A file of the built site, not of the bundle: webpack must leave the import to the browser.
  loading ??= (import(/* webpackIgnore: true */ PAGEFIND_URL) as Promise<PagefindModule>).catch((error: unknown) => {
    loading = null; // a later try may succeed (the visitor was offline)
    throw error;
  });
  return loading;
}

/** The shards to search for a `<html lang>`: its own, else its base language's, else the largest (Pagefind's own fallback). */
function shardsFor(list: ShardList, lang: string): string[] {
  const own = list.languages[lang] ?? list.languages[lang.split("-")[0] ?? lang];
  if (own) return own.shards;
  const largest = Object.values(list.languages).sort((a, b) => (b?.pages ?? 0) - (a?.pages ?? 0))[0];
  return largest?.shards ?? [];
}

async function start(pagefind: PagefindModule, lang: string, previous: boolean): Promise<void> {
  const response = await fetch(SHARDS_URL);
  if (!response.ok) throw new Error(`${SHARDS_URL} answered ${response.status}`);
  const [primary, ...others] = shardsFor((await response.json()) as ShardList, lang);
  if (!primary) throw new Error(`${SHARDS_URL} names no index`);
  if (previous) await pagefind.destroy();
  await pagefind.options({ basePath: primary });
  await pagefind.init();
  await Promise.all(others.map((shard) => pagefind.mergeIndex(shard, { language: lang })));
}

/**
 * Fetches Pagefind and the shards of the page's language; called when the dialog opens or the search page's field is
 * first used, never before. After a client-side move to another language the next search starts Pagefind again.
 */
export async function preparePagefind(): Promise<PagefindModule> {
  const pagefind = await importPagefind();
  const lang = document.documentElement.lang.toLowerCase();
  if (started?.lang !== lang) {
    const ready = start(pagefind, lang, started !== null);
    started = { lang, ready };
    ready.catch(() => {
      if (started?.ready === ready) started = null; // a later search tries again
    });
  }
  await started.ready;
  return pagefind;
}

function toHit(fragment: PagefindFragment): SearchHit {
  return {
    url: fragment.url,
    title: fragment.meta.title ?? fragment.url,
    type: searchTypeOf(fragment.meta.type),
    excerpt: excerptSegments(fragment.excerpt),
  };
}

/** The site's search: Pagefind's debounced search (null when typing went on), the first results' data. */
export const pagefindSearch: SearchFunction = (term) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Pagefind in ${GIVE_UP_MS} ms`)), GIVE_UP_MS);
  });
  const search = async () => {
    const pagefind = await preparePagefind();
    const response = await pagefind.debouncedSearch(term);
    if (!response) return null;
    const fragments = await Promise.all(response.results.slice(0, SHOWN).map((result) => result.data()));
    return { hits: fragments.map(toHit), total: response.results.length };
  };
  return Promise.race([search(), giveUp]).finally(() => clearTimeout(timer));
};
