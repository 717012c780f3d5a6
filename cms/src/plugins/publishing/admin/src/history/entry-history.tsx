import { Button, Flex, Modal, Typography } from "@strapi/design-system";
import { ClockCounterClockwise } from "@strapi/icons";
import { useNotification } from "@strapi/strapi/admin";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { HistoryList } from "../../../../../contract/history-contract";
import type { PanelEntry } from "../lib/edit-view-panel";
import { countLine } from "../lib/history-words";
import { takeRestoreNotice } from "../lib/restore-notice";
import { usePolled } from "../lib/use-polled";
import { HistoryBrowser } from "./history-browser";
import { PurgeDialog } from "./purge-dialog";

/** A publish elsewhere (the API, a schedule) adds a version: asked again now and then; a save or publish here asks at once. */
const POLL_MS = 60_000;

/** The edit view's link to one version (the Publishing page's release history): `?history=<versionId>`. */
const HISTORY_PARAM = "history";

const historyPath = (kind: string, documentId: string, locale: string | undefined): string =>
  `/publishing/history/${encodeURIComponent(kind)}/${encodeURIComponent(documentId)}${locale ? `?${new URLSearchParams({ locale })}` : ""}`;

/** The panel: how many versions and the latest, a "History" button opening them, and what the last restore said. */
export function EntryHistory({ kind, documentId, revision, locale }: PanelEntry & { locale?: string }) {
  const path = historyPath(kind, documentId, locale);
  const { value, error, refresh } = usePolled<{ data: HistoryList }>(path, () => POLL_MS, revision);
  const list = value?.data ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = Number(searchParams.get(HISTORY_PARAM)) || null;
  const [open, setOpen] = useState(false);
  /** The version shown on the right; null: the newest. */
  const [selected, setSelected] = useState<number | null>(null);
  const [notice, setNotice] = useState<string[] | null>(null);
  const { toggleNotification } = useNotification();

  // Read in an effect (not at the first render) so that React's double rendering in development does not lose it.
  // A toast too: the panel may be below the fold of the edit view's side column.
  useEffect(() => {
    const kept = takeRestoreNotice(documentId, locale);
    if (!kept) return;
    setNotice(kept);
    toggleNotification({ type: kept.length > 1 ? "warning" : "success", message: kept.join(" ") });
  }, [documentId, locale, toggleNotification]);

  useEffect(() => {
    if (asked === null) return;
    setSelected(asked);
    setOpen(true);
  }, [asked]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setSelected(null);
    // Closed: the link's parameter goes, so that a reload does not open the dialog again.
    else if (searchParams.has(HISTORY_PARAM)) {
      setSearchParams(
        (current) => {
          current.delete(HISTORY_PARAM);
          return current;
        },
        { replace: true },
      );
    }
  };

  if (error) return <Typography textColor="danger600">The history could not be loaded: {error}</Typography>;
  if (!list) return <Typography textColor="neutral600">Loading the history…</Typography>;
  const shown = selected ?? list.versions[0]?.id ?? null;
  const title = list.versions.find((version) => version.title)?.title;

  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      {notice ? (
        <Flex
          role="status"
          aria-label="Restored version"
          direction="column"
          alignItems="stretch"
          gap={1}
          background="success100"
          borderColor="success200"
          hasRadius
          padding={3}
        >
          {notice.map((sentence) => (
            <Typography key={sentence} textColor="success700">
              {sentence}
            </Typography>
          ))}
        </Flex>
      ) : null}
      <Typography textColor="neutral700">{countLine(list)}</Typography>
      <Modal.Root open={open} onOpenChange={onOpenChange}>
        <Modal.Trigger>
          <Button variant="secondary" startIcon={<ClockCounterClockwise />} fullWidth>
            History
          </Button>
        </Modal.Trigger>
        {/* Wider than the design system's 83rem: the versions and a three-column comparison side by side. */}
        <Modal.Content aria-describedby={undefined} style={{ maxWidth: "128rem" }}>
          <Modal.Header closeLabel="Close the history">
            <Modal.Title>{kind === "configuration" ? "History of the site settings" : title ? `History of “${title}”` : "History"}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <HistoryBrowser list={list} selected={shown} onSelect={setSelected} documentId={documentId} locale={locale} />
          </Modal.Body>
          <Modal.Footer>
            {list.canPurge && list.versions.length > 0 ? <PurgeDialog path={path} count={list.versions.length} onDone={refresh} /> : <span />}
            <Modal.Close>
              <Button variant="tertiary">Close</Button>
            </Modal.Close>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>
    </Flex>
  );
}
