import path from "node:path";
import { lookup } from "mrmime";

/**
 * Types mrmime (sirv's MIME table) leaves empty. With `nosniff` an empty Content-Type would make
 * browsers refuse the file, and favicon.ico is in nearly every Gatsby site.
 */
const OVERRIDES: Record<string, string> = {
  ".ico": "image/x-icon",
};

/**
 * Content-Type of a site file: the one rule the local server sends and the bucket deploy stores. It is
 * sirv's own choice (mrmime, HTML in UTF-8) plus the overrides, so serving through sirv changes nothing.
 * A file of no known type is plain bytes, which is what S3 stores when it is told nothing. That includes the search
 * index's .pf_meta/.pf_index/.pf_fragment/.pf_filter and wasm.*.pagefind files: they hold gzip data that Pagefind
 * inflates itself, so they go out as application/octet-stream with no Content-Encoding (neither this server nor
 * the deploy compresses, and CDNs do not compress that type: never encoded twice).
 */
export function contentTypeFor(filePath: string): string {
  const extension = path.extname(filePath).toLowerCase();
  const type = OVERRIDES[extension] ?? lookup(extension) ?? "application/octet-stream";
  return type === "text/html" ? "text/html;charset=utf-8" : type;
}
