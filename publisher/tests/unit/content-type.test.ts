import { contentTypeFor } from "../../src/headers/content-type";

test("the Content-Type the local server sends and the bucket stores", () => {
  const cases: Array<[string, string]> = [
    ["/index.html", "text/html;charset=utf-8"],
    ["/app-0123456789abcdef0123.js", "text/javascript"],
    ["/styles.00112233445566778899.css", "text/css"],
    ["/page-data/app-data.json", "application/json"],
    ["/static/abc/photo.webp", "image/webp"],
    ["/favicon.ico", "image/x-icon"],
    ["/manifest.webmanifest", "application/manifest+json"],
    ["/fonts/inter.woff2", "font/woff2"],
    ["/LICENSE", "application/octet-stream"],
    // The site search index (Pagefind): its script and entry as what they are, its gzip-holding data files as plain bytes.
    ["/pagefind/pagefind.js", "text/javascript"],
    ["/pagefind/pagefind-worker.js", "text/javascript"],
    ["/pagefind/pagefind-ui.css", "text/css"],
    ["/pagefind/pagefind-entry.json", "application/json"],
    ["/pagefind/wasm.en.pagefind", "application/octet-stream"],
    ["/pagefind/pagefind.en_9d1b9f899d.pf_meta", "application/octet-stream"],
    ["/pagefind/index/en_6f3e0b1.pf_index", "application/octet-stream"],
    ["/pagefind/fragment/fr_35bdb65.pf_fragment", "application/octet-stream"],
    ["/pagefind/filter/en_1a2b3c4.pf_filter", "application/octet-stream"],
  ];
  for (const [file, type] of cases) expect({ file, type: contentTypeFor(file) }).toEqual({ file, type });
});
