import { describePages } from "./index-summary";
import type { SearchIndexResult } from "./search-index";

/**
 * The build log's line: "search index: 57 pages (en 32, fr 25), 2 shards, 1 indexed again, 131 files, 0.9 MB,
 * 61 unchanged (linked to the live release), in 640 ms".
 */
export function describeSearchIndex(result: SearchIndexResult): string {
  const shards = Object.values(result.languages).reduce((sum, language) => sum + language.shards, 0);
  const why = result.fullReason ? ` (all: ${result.fullReason})` : "";
  return (
    `search index: ${describePages(result)}, ${shards} shard${shards === 1 ? "" : "s"}, ${result.rebuilt} indexed again${why}, ` +
    `${result.files} files, ${(result.bytes / 1e6).toFixed(1)} MB, ${result.linked} unchanged (linked to the live release), in ${result.durationMs} ms`
  );
}
