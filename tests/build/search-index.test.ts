import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { contentTypeFor } from "@agency/publisher/headers/content-type";
import { headersForFile } from "@agency/publisher/headers/headers-for-file";
import { BUILD_DIR, SEED_PROFILE } from "./support/built-site";

/**
 * The site search index the build carries (/pagefind/, written by the publisher's index step over the built pages:
 * docs/publishing.md, "The search index"), and the headers the publisher sends for it. Paths are the full seed's.
 */
const INDEX = join(BUILD_DIR, "pagefind");
const fullOnly = SEED_PROFILE === "full" ? test : test.skip;

interface Shards {
  languages: Record<string, { pages: number; buckets: number; shards: string[] }>;
}
interface Entry {
  version: string;
  languages: Record<string, { hash: string; wasm: string; page_count: number }>;
}
const shards = (): Shards => JSON.parse(readFileSync(join(INDEX, "shards.json"), "utf8")) as Shards;
/** "/pagefind/en-0/" → the shard's folder in the build. */
const shardDir = (shard: string) => join(BUILD_DIR, shard);
const entryOf = (shard: string): Entry => JSON.parse(readFileSync(join(shardDir(shard), "pagefind-entry.json"), "utf8")) as Entry;

/** The URL of each fragment of a language's shards: a fragment is gzip of "pagefind_dcd" and the page's record as JSON. */
function fragmentUrls(language: string): string[] {
  return (shards().languages[language]?.shards ?? [])
    .flatMap((shard) =>
      readdirSync(join(shardDir(shard), "fragment")).map((name) => {
        const text = gunzipSync(readFileSync(join(shardDir(shard), "fragment", name))).toString("utf8");
        return (JSON.parse(text.slice("pagefind_dcd".length)) as { url: string }).url;
      }),
    )
    .sort();
}

describe("the search index (/pagefind/)", () => {
  fullOnly("has one shard for English and one for French (fewer than 200 pages each), each with its language's wasm", () => {
    expect(shards().languages).toEqual({
      en: { pages: 28, buckets: 1, shards: ["/pagefind/en-0/"] },
      fr: { pages: 22, buckets: 1, shards: ["/pagefind/fr-0/"] },
    });
    expect(existsSync(join(INDEX, "en-0", "wasm.en.pagefind"))).toBe(true);
    expect(existsSync(join(INDEX, "fr-0", "wasm.fr.pagefind"))).toBe(true);
  });

  test("has Pagefind's script and the list of shards, and in each shard its entry, meta file, index chunks and one fragment per page", () => {
    for (const file of ["pagefind.js", "shards.json"]) expect(existsSync(join(INDEX, file))).toBe(true);
    const { languages } = shards();
    expect(languages.en).toBeDefined();
    for (const [code, language] of Object.entries(languages)) {
      let pages = 0;
      for (const shard of language.shards) {
        const own = entryOf(shard).languages;
        expect(Object.keys(own)).toEqual([code]);
        expect(existsSync(join(shardDir(shard), `pagefind.${own[code]?.hash}.pf_meta`))).toBe(true);
        expect(readdirSync(join(shardDir(shard), "index")).some((name) => name.startsWith(`${code}_`) && name.endsWith(".pf_index"))).toBe(true);
        pages += own[code]?.page_count ?? 0;
      }
      expect(pages).toBe(language.pages);
      expect(fragmentUrls(code)).toHaveLength(language.pages);
    }
  });

  fullOnly("indexes the built posts of each language under their own URLs, and nothing that is not a built page", () => {
    const en = fragmentUrls("en");
    const fr = fragmentUrls("fr");
    expect(en).toEqual(expect.arrayContaining(["/blog/how-to-brief-an-agency/", "/blog/email-marketing-is-not-dead/"]));
    expect(fr).toEqual(expect.arrayContaining(["/fr/blog/quand-renouveler-votre-marque/", "/fr/blog/seo-local-entreprises-de-services/"]));
    expect(en.filter((url) => url.startsWith("/fr/"))).toEqual([]);
    expect(fr.filter((url) => !url.startsWith("/fr/"))).toEqual([]);
    const missing = [...en, ...fr].filter((url) => !existsSync(join(BUILD_DIR, url, "index.html")));
    expect(missing).toEqual([]);
  });

  test("the publisher sends pagefind.js with its type and revalidated (it keeps its name across releases)", () => {
    expect(contentTypeFor("/pagefind/pagefind.js")).toBe("text/javascript");
    expect(headersForFile("/pagefind/pagefind.js", { https: true })).toEqual({
      "Cache-Control": "public, max-age=0, must-revalidate",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
  });

  test("the publisher sends a fragment of the build as plain bytes, immutable for a year (its name is its content hash)", () => {
    const fragment = `/pagefind/en-0/fragment/${readdirSync(join(INDEX, "en-0", "fragment")).sort()[0]}`;
    expect(contentTypeFor(fragment)).toBe("application/octet-stream");
    expect(headersForFile(fragment, { https: false })).toEqual({
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
  });
});
