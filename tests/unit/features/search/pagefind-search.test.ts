import { pagefindSearch } from "../../../../src/features/search/pagefind-search";

// Pagefind's browser module is a file of the built site (/pagefind/pagefind.js): a stand-in with its API's shape.
const mockPagefind = {
  options: jest.fn((_options: { basePath: string }) => Promise.resolve()),
  init: jest.fn(() => Promise.resolve()),
  mergeIndex: jest.fn((_path: string, _options: { language: string }) => Promise.resolve()),
  destroy: jest.fn(() => Promise.resolve()),
  debouncedSearch: jest.fn(),
};
jest.mock("/pagefind/pagefind.js", () => mockPagefind, { virtual: true });

const fragment = (url: string, title: string, type: string | undefined, excerpt: string) => ({
  data: () => Promise.resolve({ url, excerpt, meta: { title, ...(type ? { type } : {}) } }),
});

// /pagefind/shards.json as the publisher writes it: English in three shards, French in one.
const SHARDS = {
  version: 1,
  marked: true,
  languages: {
    en: { pages: 450, buckets: 3, shards: ["/pagefind/en-0/", "/pagefind/en-1/", "/pagefind/en-2/"] },
    fr: { pages: 40, buckets: 1, shards: ["/pagefind/fr-0/"] },
  },
};
const fetchMock = jest.fn((_url: string) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(SHARDS) }));

beforeEach(() => {
  document.documentElement.lang = "en";
  mockPagefind.debouncedSearch.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("the site's search through Pagefind", () => {
  it("answers the first results ready to show: title, type from the page's meta, excerpt in segments, and the total", async () => {
    mockPagefind.debouncedSearch.mockResolvedValue({
      results: [
        fragment("/blog/cookie-consent-without-losing-your-data/", "Cookie consent without losing all your data", "post", "Ask for <mark>consent</mark>."),
        fragment("/work/harbour-and-pine/", "Harbour & Pine", "case-study", "A <mark>consent</mark> banner"),
        fragment("/old/", "Untyped", undefined, "<mark>consent</mark>"),
      ],
    });
    await expect(pagefindSearch("consent")).resolves.toEqual({
      total: 3,
      hits: [
        {
          url: "/blog/cookie-consent-without-losing-your-data/",
          title: "Cookie consent without losing all your data",
          type: "post",
          excerpt: [
            { text: "Ask for ", marked: false },
            { text: "consent", marked: true },
            { text: ".", marked: false },
          ],
        },
        {
          url: "/work/harbour-and-pine/",
          title: "Harbour & Pine",
          type: "case-study",
          excerpt: [
            { text: "A ", marked: false },
            { text: "consent", marked: true },
            { text: " banner", marked: false },
          ],
        },
        { url: "/old/", title: "Untyped", type: null, excerpt: [{ text: "consent", marked: true }] },
      ],
    });
    expect(mockPagefind.debouncedSearch).toHaveBeenCalledWith("consent");
  });

  it("shows the first 10 of more, and answers null for a search that typing replaced", async () => {
    mockPagefind.debouncedSearch.mockResolvedValueOnce({
      results: Array.from({ length: 14 }, (_, index) => fragment(`/p${index}/`, `P${index}`, "page", "x")),
    });
    const outcome = await pagefindSearch("p");
    expect(outcome?.total).toBe(14);
    expect(outcome?.hits.map((hit) => hit.url)).toEqual(["/p0/", "/p1/", "/p2/", "/p3/", "/p4/", "/p5/", "/p6/", "/p7/", "/p8/", "/p9/"]);
    mockPagefind.debouncedSearch.mockResolvedValueOnce(null);
    await expect(pagefindSearch("pa")).resolves.toBeNull();
  });

  it("starts Pagefind again for the new language after a move to a French page (its index is chosen by <html lang>)", async () => {
    mockPagefind.debouncedSearch.mockResolvedValue({ results: [] });
    await pagefindSearch("marque");
    const inits = mockPagefind.init.mock.calls.length;
    await pagefindSearch("marque");
    expect(mockPagefind.init.mock.calls.length).toBe(inits);
    document.documentElement.lang = "fr";
    await pagefindSearch("marque");
    expect(mockPagefind.destroy).toHaveBeenCalledTimes(1);
    expect(mockPagefind.init.mock.calls.length).toBe(inits + 1);
    expect(mockPagefind.options).toHaveBeenLastCalledWith({ basePath: "/pagefind/fr-0/" });
  });

  it("searches every shard of the page's language: the first as Pagefind's own index, the others merged into it", async () => {
    document.documentElement.lang = "fr-CA"; // a language of its own, so Pagefind starts afresh
    mockPagefind.options.mockClear();
    mockPagefind.mergeIndex.mockClear();
    mockPagefind.debouncedSearch.mockResolvedValue({ results: [] });
    await pagefindSearch("marque");
    // No "fr-ca" shards: those of its base language.
    expect(mockPagefind.options).toHaveBeenCalledWith({ basePath: "/pagefind/fr-0/" });
    expect(mockPagefind.mergeIndex).not.toHaveBeenCalled();
    document.documentElement.lang = "en";
    await pagefindSearch("brand");
    expect(fetchMock).toHaveBeenLastCalledWith("/pagefind/shards.json");
    expect(mockPagefind.options).toHaveBeenLastCalledWith({ basePath: "/pagefind/en-0/" });
    expect(mockPagefind.mergeIndex.mock.calls).toEqual([
      ["/pagefind/en-1/", { language: "en" }],
      ["/pagefind/en-2/", { language: "en" }],
    ]);
    // A language with no shards of its own or of its base: the largest, as Pagefind itself falls back.
    document.documentElement.lang = "de";
    await pagefindSearch("marke");
    expect(mockPagefind.options).toHaveBeenLastCalledWith({ basePath: "/pagefind/en-0/" });
  });

  it("a shard list that cannot be fetched fails the search, and the next search asks for it again", async () => {
    document.documentElement.lang = "es"; // not started yet
    fetchMock.mockResolvedValueOnce({ ok: false, status: 404, json: () => Promise.reject(new Error("not JSON")) });
    await expect(pagefindSearch("marca")).rejects.toThrow("/pagefind/shards.json answered 404");
    mockPagefind.debouncedSearch.mockResolvedValue({ results: [] });
    await expect(pagefindSearch("marca")).resolves.toEqual({ hits: [], total: 0 });
    expect(mockPagefind.options).toHaveBeenLastCalledWith({ basePath: "/pagefind/en-0/" });
  });

  it("gives up on a search Pagefind never answers (its index did not load)", async () => {
    jest.useFakeTimers();
    try {
      mockPagefind.debouncedSearch.mockReturnValue(new Promise(() => undefined));
      const searching = pagefindSearch("consent");
      const settled = expect(searching).rejects.toThrow("no answer from Pagefind in 15000 ms");
      await jest.advanceTimersByTimeAsync(15_000);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });
});
