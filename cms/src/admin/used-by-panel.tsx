import { Flex, Link, Typography } from "@strapi/design-system";
import { useFetchClient } from "@strapi/strapi/admin";
import { useEffect, useState, type ReactNode } from "react";
import { NavLink } from "react-router-dom";
import type { FileUsageAnswer as FileUsage, FileUseAnswer as FileUse } from "../media-guards/used-by-answer";
import { entryRoute, usageLabel } from "./admin-notices";
import { livePathsText } from "./live-paths-text";

/** The content types whose images the CMS guards (src/media-guards). */
const MODELS = new Set(["api::page.page", "api::blog-post.blog-post", "api::author.author", "api::configuration.configuration"]);

interface Version {
  documentId?: unknown;
  updatedAt?: unknown;
  publishedAt?: unknown;
}

interface PanelProps {
  model: string;
  document?: Version;
}
export interface UsedByPanelType {
  (props: PanelProps): { title: string; content: ReactNode } | null;
  displayName?: string;
}

const state = (use: FileUse): string => (use.published ? (use.draft ? "published" : "published only") : "draft only");

function UsedByList({ model, documentId, revision }: { model: string; documentId: string; revision: string }) {
  const { get } = useFetchClient();
  const [files, setFiles] = useState<FileUsage[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stale = false;
    get<{ data: FileUsage[] }>(`/media-usage/entries/${encodeURIComponent(model)}/${encodeURIComponent(documentId)}`).then(
      ({ data }) => !stale && (setFiles(data.data), setError(null)),
      (caught: unknown) => !stale && setError(caught instanceof Error ? caught.message : String(caught)),
    );
    return () => {
      stale = true;
    };
  }, [get, model, documentId, revision]);

  if (error) return <Typography textColor="danger600">Where the images are used could not be loaded: {error}</Typography>;
  if (!files) return <Typography textColor="neutral600">Looking up the images…</Typography>;
  if (files.length === 0) return <Typography textColor="neutral600">This entry shows no images from the Media Library.</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} role="region" aria-label="Used by">
      {files.map((file) => (
        <Flex key={file.id} direction="column" alignItems="stretch" gap={1}>
          <Typography fontWeight="bold">{file.name}</Typography>
          {file.alternativeText ? (
            <Typography variant="pi" textColor="neutral600">
              Alternative text: {file.alternativeText}
            </Typography>
          ) : (
            <Typography variant="pi" textColor="warning700">
              No alternative text: add it in the Media Library.
            </Typography>
          )}
          <Typography variant="pi" textColor="neutral600">
            Used by:
          </Typography>
          <ul>
            {file.usedBy.map((use) => (
              <li key={`${use.uid} ${use.documentId}`}>
                <Typography variant="pi">
                  <Link tag={NavLink} to={entryRoute(use)}>
                    {usageLabel(use)}
                  </Link>{" "}
                  ({use.fields.map((field) => field.label).join(", ")}; {state(use)})
                </Typography>
                {use.livePaths.length > 0 && (
                  <Typography variant="pi" textColor="neutral600" tag="p">
                    Live at {livePathsText(use.livePaths)}
                  </Typography>
                )}
              </li>
            ))}
          </ul>
        </Flex>
      ))}
      <Typography variant="pi" textColor="neutral600">
        An image that published content shows cannot be deleted, and its alternative text cannot be cleared while a cover, a block or a logo shows it.
      </Typography>
    </Flex>
  );
}

/**
 * A side panel of the edit view ("Used by"): every image the entry shows (its draft and its published version),
 * and every entry that uses each of them, in which fields, with a link and its live paths, each translation's in its
 * own language (a document's translations share its images). It answers what the media guards
 * (src/media-guards) refuse before the editor meets a refusal.
 */
export const UsedByPanel: UsedByPanelType = ({ model, document }) => {
  const documentId = typeof document?.documentId === "string" ? document.documentId : undefined;
  if (!MODELS.has(model) || !documentId) return null;
  const revision = JSON.stringify([document?.updatedAt, document?.publishedAt]);
  return { title: "Images used by", content: <UsedByList model={model} documentId={documentId} revision={revision} /> };
};
UsedByPanel.displayName = "UsedByPanel";
