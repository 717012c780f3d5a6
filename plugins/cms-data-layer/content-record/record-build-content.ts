import type { Node } from "gatsby";
import type { ContentRecord, RecordedMedia } from "../../../shared/content-record";
import { recordRenderedContent, writeContentRecord } from "./write-content-record";

interface MediaNode extends Node {
  documentId?: string;
  hash?: string;
}

/**
 * onPostBuild: the content record of this build. Entries come from the rendered page-data (what the
 * pages really hold, even when Gatsby reused an earlier page); media from the node store, which holds
 * exactly the files the published content fetched for this build references.
 */
export async function recordBuildContent(publicDir: string, buildId: string, mediaNodes: Node[]): Promise<ContentRecord> {
  const media: RecordedMedia[] = (mediaNodes as MediaNode[])
    .filter((node) => typeof node.documentId === "string")
    .map((node) => ({ documentId: node.documentId as string, hash: node.hash ?? null }))
    .sort((a, b) => a.documentId.localeCompare(b.documentId));
  const record: ContentRecord = { buildId, writtenAt: new Date().toISOString(), entries: await recordRenderedContent(publicDir), media };
  await writeContentRecord(publicDir, record);
  return record;
}
