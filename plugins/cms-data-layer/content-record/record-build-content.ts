import type { GatsbyCache, Node } from "gatsby";
import type { ContentRecord, RecordedMedia } from "../../../shared/content-record";
import { recordRenderedContent, writeContentRecord, type RenderedFiles } from "./write-content-record";

/** Gatsby's cache for the site: cleared with `.cache`, so it never outlives the page-data it describes. */
const RENDERED_FILES = "content-record-rendered-files";

interface MediaNode extends Node {
  documentId?: string;
  hash?: string;
}

/**
 * onPostBuild: the content record of this build. Entries come from the rendered page-data (what the
 * pages really hold, even when Gatsby reused an earlier page); media from the node store, which holds
 * exactly the files the published content fetched for this build references.
 */
export async function recordBuildContent(
  publicDir: string,
  buildId: string,
  mediaNodes: Node[],
  cache?: Pick<GatsbyCache, "get" | "set">,
): Promise<ContentRecord> {
  const media: RecordedMedia[] = (mediaNodes as MediaNode[])
    .filter((node) => typeof node.documentId === "string")
    .map((node) => ({ documentId: node.documentId as string, hash: node.hash ?? null }))
    .sort((a, b) => a.documentId.localeCompare(b.documentId));
  const known: unknown = await cache?.get(RENDERED_FILES);
  const rendered = await recordRenderedContent(publicDir, isRenderedFiles(known) ? known : {});
  const record: ContentRecord = { buildId, writtenAt: new Date().toISOString(), entries: rendered.entries, media };
  await writeContentRecord(publicDir, record);
  await cache?.set(RENDERED_FILES, rendered.files);
  return record;
}

/** Anything else in the cache (another shape, an older release's) is ignored: every file is read again. */
function isRenderedFiles(value: unknown): value is RenderedFiles {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((file: unknown) => {
      const read = file as { stamp?: unknown; versions?: unknown } | null;
      return typeof read === "object" && read !== null && typeof read.stamp === "string" && Array.isArray(read.versions);
    })
  );
}
