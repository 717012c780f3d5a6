import { Button, Dialog, Typography } from "@strapi/design-system";
import { ClockCounterClockwise } from "@strapi/icons";
import { useFetchClient, useNotification } from "@strapi/strapi/admin";
import { useState } from "react";
import { errorMessage } from "../lib/error-message";
import type { Reply } from "../lib/publishing-types";
import { TRIGGER_NOTE_ID } from "./trigger-note";

interface RollbackDialogProps {
  buildId: string;
  liveBuildId: string | null;
  allowed: boolean;
  onDone: () => Promise<void>;
}

/** "Roll back to this release", confirmed in a dialog: visitors see that release at once. */
export function RollbackDialog({ buildId, liveBuildId, allowed, onDone }: RollbackDialogProps) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const rollback = async () => {
    setBusy(true);
    try {
      const { data } = await post<Reply<{ from: string; to: string }>>("/publishing/rollback", { buildId });
      toggleNotification(
        data.reachable ? { type: "success", message: `Rolled back: the site now shows release ${data.data.to}.` } : { type: "warning", message: data.message },
      );
      setOpen(false);
    } catch (error) {
      toggleNotification({ type: "danger", message: `The rollback did not happen: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
      await onDone();
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="secondary" size="S" startIcon={<ClockCounterClockwise />} disabled={!allowed} aria-describedby={allowed ? undefined : TRIGGER_NOTE_ID}>
          Roll back to this release
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>Roll back to release {buildId}?</Dialog.Header>
        <Dialog.Body>
          <Typography textAlign="center">
            Visitors will see release {buildId} instead of {liveBuildId ?? "the live release"} straight away. Content published since then stays in the CMS and
            goes live again with the next build.
          </Typography>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button fullWidth variant="tertiary">
              Cancel
            </Button>
          </Dialog.Cancel>
          <Button fullWidth variant="danger-light" loading={busy} onClick={() => void rollback()}>
            Yes, roll back
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
