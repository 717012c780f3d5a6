import { bucketOf, bucketsFor, parseManifest, planShards, shardName, type ShardManifest } from "../../src/search/shard-plan";

const en = { language: "en", marked: true };
const enListing = { language: "en", marked: false };
const fr = { language: "fr", marked: true };

/** A live release: 450 English pages in 3 shards, 40 French in 1, the site marking what it indexes. */
const live: ShardManifest = {
  version: 1,
  marked: true,
  languages: {
    en: { pages: 450, buckets: 3, shards: ["/pagefind/en-0/", "/pagefind/en-1/", "/pagefind/en-2/"] },
    fr: { pages: 40, buckets: 1, shards: ["/pagefind/fr-0/"] },
  },
};

describe("which shard a page is in", () => {
  test("FNV-1a of the page's path (the published test vectors), taken modulo the shard count", () => {
    expect(bucketOf("a", 2 ** 32)).toBe(0xe40c292c);
    expect(bucketOf("foobar", 2 ** 32)).toBe(0xbf9cf968);
    expect(bucketOf("foobar", 16)).toBe(0x8);
    expect(bucketOf("/blog/brand-voice/index.html", 1)).toBe(0);
  });

  test("1,000 post paths spread over 5 shards, none with fewer than 150 or more than 250", () => {
    const sizes = [0, 0, 0, 0, 0];
    for (let n = 1; n <= 1000; n++) sizes[bucketOf(`/blog/generated-${n}/index.html`, 5)]! += 1;
    for (const size of sizes) {
      expect(size).toBeGreaterThanOrEqual(150);
      expect(size).toBeLessThanOrEqual(250);
    }
  });

  test("a language has one shard per 200 pages begun, and at least one", () => {
    expect([0, 1, 200, 201, 400, 1052, 5000].map(bucketsFor)).toEqual([1, 1, 1, 2, 2, 6, 25]);
  });

  test("a shard's folder is its language and number; a language code is kept to letters, digits and hyphens", () => {
    expect(shardName("en", 0)).toBe("en-0");
    expect(shardName("pt-br", 12)).toBe("pt-br-12");
    expect(shardName("x/../y", 1)).toBe("x____y-1");
  });
});

describe("what a release indexes again", () => {
  const post = "/blog/brand-voice/index.html";
  // FNV-1a("/blog/brand-voice/index.html") % 3 === 1
  const postShard = "en-1";

  test("an edited post: its own shard only; the counts stay", () => {
    const plan = planShards(live, [{ path: post, before: en, after: en }]);
    expect(plan).toEqual({ full: false, pages: { en: 450, fr: 40 }, buckets: { en: 3, fr: 1 }, dirty: new Set([postShard]), relaid: new Set() });
  });

  test("a changed listing page that is not indexed (no data-pagefind-body): nothing", () => {
    const plan = planShards(live, [{ path: "/blog/index.html", before: enListing, after: enListing }]);
    expect(plan.full === false && [...plan.dirty]).toEqual([]);
  });

  test("a new French post and a removed English one: each's shard, the counts moved", () => {
    const plan = planShards(live, [
      { path: "/fr/blog/nouveau/index.html", after: fr },
      { path: post, before: en },
    ]);
    expect(plan).toEqual({ full: false, pages: { en: 449, fr: 41 }, buckets: { en: 3, fr: 1 }, dirty: new Set(["fr-0", postShard]), relaid: new Set() });
  });

  test("a post moved from English to French: the shard it left and the one it joined", () => {
    const plan = planShards(live, [{ path: post, before: en, after: fr }]);
    expect(plan.full === false && plan.dirty).toEqual(new Set([postShard, "fr-0"]));
  });

  test("the 601st English page: four shards instead of three, so English is laid out again whole", () => {
    const grown = { ...live, languages: { ...live.languages, en: { pages: 600, buckets: 3, shards: live.languages.en!.shards } } };
    const plan = planShards(grown, [{ path: "/blog/new/index.html", after: en }]);
    expect(plan).toEqual({ full: false, pages: { en: 601, fr: 40 }, buckets: { en: 4, fr: 1 }, dirty: new Set(), relaid: new Set(["en"]) });
  });

  test("the first German page: a language of its own, laid out whole", () => {
    const plan = planShards(live, [{ path: "/de/index.html", after: { language: "de", marked: true } }]);
    expect(plan.full === false && plan.relaid).toEqual(new Set(["de"]));
    expect(plan.full === false && plan.pages).toEqual({ en: 450, fr: 40, de: 1 });
  });

  test("the last French page removed: French has no shards left", () => {
    const alone = { ...live, languages: { ...live.languages, fr: { pages: 1, buckets: 1, shards: ["/pagefind/fr-0/"] } } };
    const plan = planShards(alone, [{ path: "/fr/blog/seul/index.html", before: fr }]);
    expect(plan.full === false && plan.pages).toEqual({ en: 450 });
    expect(plan.full === false && plan.buckets).toEqual({ en: 3 });
  });

  test("the rule of what is indexed changes: everything again", () => {
    expect(planShards({ ...live, marked: false }, [{ path: post, before: enListing, after: en }])).toEqual({
      full: true,
      reason: "a page now carries data-pagefind-body",
    });
    const single = { version: 1 as const, marked: true, languages: { en: { pages: 1, buckets: 1, shards: ["/pagefind/en-0/"] } } };
    expect(planShards(single, [{ path: post, before: en, after: enListing }])).toEqual({ full: true, reason: "no page carries data-pagefind-body any more" });
  });
});

describe("the live release's shards.json", () => {
  test("one this publisher wrote is read back as it is", () => {
    expect(parseManifest(JSON.stringify(live))).toEqual(live);
  });

  test.each([
    ["not JSON", "{"],
    ["another version", JSON.stringify({ ...live, version: 2 })],
    ["no languages", JSON.stringify({ version: 1, marked: true })],
    ["a count that is not a whole number", JSON.stringify({ ...live, languages: { en: { pages: "450", buckets: 3, shards: [] } } })],
    ["no shard list", JSON.stringify({ ...live, languages: { en: { pages: 450, buckets: 3 } } })],
  ])("%s: none (the index step then indexes everything)", (_case, text) => {
    expect(parseManifest(text)).toBeNull();
  });
});
