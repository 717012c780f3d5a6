import { Button } from "@strapi/design-system";
import { ClockCounterClockwise } from "@strapi/icons";
import { useFetchClient, useNotification } from "@strapi/strapi/admin";
import { useState } from "react";
import { errorMessage } from "../lib/error-message";
import type { Reply, RollbackAnswer } from "../../../../../contract/publishing-contract";
import { ConfirmDialog } from "./confirm-dialog";
import { TRIGGER_NOTE_ID } from "./trigger-note";

interface RollbackDialogProps {
  buildId: string;
  /** The release and the live one as editors name them (lib/release-name.ts). */
  name: string;
  liveName: string;
  allowed: boolean;
  onDone: () => Promise<void>;
}

/** "Roll back to this release", confirmed in a dialog: visitors see that release at once. */
export function RollbackDialog({ buildId, name, liveName, allowed, onDone }: RollbackDialogProps) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const rollback = async () => {
    setBusy(true);
    try {
      const { data } = await post<Reply<RollbackAnswer>>("/publishing/rollback", { buildId });
      toggleNotification(
        data.reachable ? { type: "success", message: `Rolled back: the site now shows ${name}.` } : { type: "warning", message: data.message },
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
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="S" startIcon={<ClockCounterClockwise />} disabled={!allowed} aria-describedby={allowed ? undefined : TRIGGER_NOTE_ID}>
          Roll back to this release
        </Button>
      }
      title={`Roll back to ${name}?`}
      body={`Visitors will see ${name} instead of ${liveName} straight away. Content published since then stays in the CMS and goes live again with the next build.`}
      confirmLabel="Yes, roll back"
      confirmVariant="danger-light"
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      onConfirm={() => void rollback()}
    />
  );
}
