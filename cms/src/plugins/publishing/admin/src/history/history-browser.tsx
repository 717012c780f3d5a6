import { Box, Flex, Typography } from "@strapi/design-system";
import type { HistoryList } from "../../../../../contract/history-contract";
import { keptWords } from "../lib/history-words";
import { VersionButton } from "./version-button";
import { VersionDetail } from "./version-detail";

interface HistoryBrowserProps {
  list: HistoryList;
  selected: number | null;
  onSelect: (id: number) => void;
  documentId: string;
  locale: string | undefined;
}

/** The dialog's body: the versions newest first on the left, the selected one beside the current draft on the right. */
export function HistoryBrowser({ list, selected, onSelect, documentId, locale }: HistoryBrowserProps) {
  if (list.versions.length === 0) {
    return (
      <Typography textColor="neutral600">No version of this translation is recorded yet: one is kept each time it is published or unpublished.</Typography>
    );
  }
  return (
    <Flex alignItems="flex-start" gap={6}>
      <Flex direction="column" alignItems="stretch" gap={3} shrink={0} width="32rem">
        <Flex tag="ul" aria-label="Versions, newest first" direction="column" alignItems="stretch" gap={2}>
          {list.versions.map((version) => (
            <li key={version.id}>
              <VersionButton version={version} selected={version.id === selected} onSelect={() => onSelect(version.id)} />
            </li>
          ))}
        </Flex>
        <Typography variant="pi" textColor="neutral600">
          {keptWords(list.maxPerEntry)}
          {list.releasesKnown ? "" : " The publisher did not answer: when each version was live is shown as far as it was known before."}
        </Typography>
      </Flex>
      <Box grow={1} minWidth={0}>
        {selected === null ? null : <VersionDetail key={selected} id={selected} documentId={documentId} locale={locale} />}
      </Box>
    </Flex>
  );
}
