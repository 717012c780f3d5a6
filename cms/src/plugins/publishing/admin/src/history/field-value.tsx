import { Box, Flex, Typography } from "@strapi/design-system";
import type { DiffPart, FieldComparison, MediaRef } from "../../../../../contract/history-contract";
import { sideParts } from "../lib/diff-sides";

/** Line breaks kept: long texts, and components and blocks summarised line by line. */
const TEXT_STYLE = { whiteSpace: "pre-wrap", overflowWrap: "anywhere" } as const;

/**
 * One side of the word diff: on the version's side the words only it has are inserted (ins, underlined), on the
 * draft's side the words only the draft has are deleted (del, struck out): marked by the elements' own lines as well
 * as by colour.
 */
function Diff({ parts, side }: { parts: DiffPart[]; side: "version" | "draft" }) {
  return (
    <Typography tag="p" style={TEXT_STYLE}>
      {sideParts(parts, side).map((part, index) =>
        !part.marked ? (
          <span key={index}>{part.value}</span>
        ) : side === "version" ? (
          <Box key={index} tag="ins" display="inline" background="success100" color="success700">
            {part.value}
          </Box>
        ) : (
          <Box key={index} tag="del" display="inline" background="danger100" color="danger700">
            {part.value}
          </Box>
        ),
      )}
    </Typography>
  );
}

/** The files on one side: thumbnails with their alternative text, a file no longer in the Media Library said in words. */
function MediaFiles({ files }: { files: MediaRef[] }) {
  if (files.length === 0) return <Typography textColor="neutral600">No file</Typography>;
  return (
    <Flex tag="ul" direction="column" alignItems="flex-start" gap={2}>
      {files.map((file, index) => (
        <li key={`${file.documentId ?? file.name} ${index}`}>
          {file.missing ? (
            <Typography textColor="danger600">{`${file.name}: Deleted from the Media Library`}</Typography>
          ) : (
            <Flex direction="column" alignItems="flex-start" gap={1}>
              {file.thumbnailUrl ? (
                <img src={file.thumbnailUrl} alt={file.alternativeText ?? file.name} style={{ maxHeight: "8rem", maxWidth: "16rem", borderRadius: "4px" }} />
              ) : null}
              <Typography variant="pi" textColor="neutral600">
                {file.name}
              </Typography>
            </Flex>
          )}
        </li>
      ))}
    </Flex>
  );
}

/** One side of a field: the version or the current draft, the differences marked when its text changed. */
export function FieldValue({ field, side }: { field: FieldComparison; side: "version" | "draft" }) {
  if (field.media) return <MediaFiles files={field.media[side]} />;
  if (field.changed && field.parts) return <Diff parts={field.parts} side={side} />;
  const text = field[side];
  return text === "" ? (
    <Typography textColor="neutral600">Empty</Typography>
  ) : (
    <Typography tag="p" style={TEXT_STYLE}>
      {text}
    </Typography>
  );
}
