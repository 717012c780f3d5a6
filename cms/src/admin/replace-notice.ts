import { getFetchClient } from "@strapi/strapi/admin";
import type { FileUsageAnswer } from "../media-guards/used-by-answer";
import { addNotice, mountNoticePanel, observeResponses, usageLabel, type ObservedRequest } from "./admin-notices";
import { livePathsText } from "./live-paths-text";

/**
 * The file a successful admin request replaced: `POST /upload/files/<id>/replace` (the Media Library's "Replace this
 * file"), or `POST /upload?id=<id>` with a file in its form (the asset dialog of a media field; without a file that
 * request only edits the file's details).
 */
const replacedFileId = (request: ObservedRequest, response: Response): string | null => {
  if (request.method !== "POST" || !response.ok) return null;
  const { pathname, searchParams } = request.url;
  const replaceRoute = /\/upload\/files\/(\d+)\/replace\/?$/.exec(pathname);
  if (replaceRoute?.[1]) return replaceRoute[1];
  const id = searchParams.get("id");
  return /\/upload\/?$/.test(pathname) && id && request.body instanceof FormData && request.body.has("files") ? id : null;
};

/** Names the published entries that show the file: the next build puts the new file on their pages. */
const announce = async (fileId: string): Promise<void> => {
  const { data } = await getFetchClient().get<{ data: FileUsageAnswer }>(`/media-usage/files/${encodeURIComponent(fileId)}`);
  const file = data.data;
  // A draft is not built: it shows the new file once it is published, like any edit of it.
  const live = file.usedBy.filter((use) => use.published);
  if (live.length === 0) return;
  addNotice({
    tone: "replaced",
    message: `Replaced “${file.name}”. The next build shows the new file on:`,
    entries: live.map((use) => ({ uid: use.uid, documentId: use.documentId, name: usageLabel(use), detail: livePathsText(use.livePaths) || undefined })),
  });
};

/**
 * Replacing a file that published content shows goes ahead (src/media-guards/register-media-guards.ts), and the
 * editor is told which pages change at the next build, until dismissed, with a link to each. Done in the admin, from
 * the replace answer and the "Used by" answer (GET /media-usage/files/:id), rather than by extending the upload
 * plugin's replace answer: the admin's own handling of that answer stays Strapi's, and "which entries use a file"
 * has one answer. A failed lookup shows nothing: the replace itself went through.
 */
export const installReplaceNotice = (): void => {
  observeResponses((request, response) => {
    const fileId = replacedFileId(request, response);
    if (fileId) void announce(fileId).catch(() => undefined);
  });
  mountNoticePanel();
};
