import { Box, Flex, Typography } from "@strapi/design-system";
import type { VersionSummary } from "../../../../../contract/history-contract";
import { formatWhen } from "../lib/format-time";
import { actionWords, liveWords } from "../lib/history-words";

interface VersionButtonProps {
  version: VersionSummary;
  selected: boolean;
  onSelect: () => void;
}

/** One version in the list: when, what, who, and when it was on the site; pressed while it is the one shown. */
export function VersionButton({ version, selected, onSelect }: VersionButtonProps) {
  return (
    <Box
      tag="button"
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      width="100%"
      padding={3}
      hasRadius
      borderStyle="solid"
      borderWidth="1px"
      borderColor={selected ? "primary600" : "neutral200"}
      background={selected ? "primary100" : "neutral0"}
      cursor="pointer"
      style={{ textAlign: "left" }}
    >
      {/* Spans: a button holds phrasing content only. */}
      <Flex tag="span" direction="column" alignItems="stretch" gap={1}>
        <Typography fontWeight="bold">{formatWhen(version.recordedAt)}</Typography>
        <Typography>{`${actionWords(version.action)} by ${version.recordedBy}`}</Typography>
        {version.title ? <Typography textColor="neutral700">{`“${version.title}”`}</Typography> : null}
        <Typography variant="pi" textColor="neutral600">
          {liveWords(version.live)}
        </Typography>
      </Flex>
    </Box>
  );
}
