import { describePages } from "./index-summary";
import type { SearchIndexResult } from "./search-index";

/** The build log's line: "search index: 57 pages (en 32, fr 25), 131 files, 0.9 MB, 61 unchanged (linked), in 640 ms". */
export function describeSearchIndex(result: SearchIndexResult): string {
  return (
    `search index: ${describePages(result)}, ${result.files} files, ${(result.bytes / 1e6).toFixed(1)} MB, ` +
    `${result.linked} unchanged (linked to the live release), in ${result.durationMs} ms`
  );
}
