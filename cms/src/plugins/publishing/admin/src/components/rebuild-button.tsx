import { Button } from "@strapi/design-system";
import { ArrowClockwise } from "@strapi/icons";
import { useFetchClient, useNotification } from "@strapi/strapi/admin";
import { useState } from "react";
import { errorMessage } from "../lib/error-message";
import type { ReconcileAnswer, Reply } from "../../../../../contract/publishing-contract";
import { ConfirmDialog } from "./confirm-dialog";
import { TRIGGER_NOTE_ID } from "./trigger-note";

/**
 * "Rebuild now", confirmed in a dialog: a rebuild puts everything published in the CMS live (undoing a rollback)
 * and takes a few minutes, so it is not one stray click away. The publisher records who asked.
 */
export function RebuildButton({ allowed, onDone }: { allowed: boolean; onDone: () => Promise<void> }) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const rebuild = async () => {
    setBusy(true);
    try {
      const { data } = await post<Reply<ReconcileAnswer>>("/publishing/rebuild", {});
      toggleNotification(
        data.reachable ? { type: "success", message: "Rebuild requested: the site is being rebuilt." } : { type: "warning", message: data.message },
      );
      setOpen(false);
    } catch (error) {
      toggleNotification({ type: "danger", message: `The rebuild was not started: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
      await onDone();
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button startIcon={<ArrowClockwise />} disabled={!allowed} aria-describedby={allowed ? undefined : TRIGGER_NOTE_ID}>
          Rebuild now
        </Button>
      }
      title="Rebuild the site now?"
      body="The site is built again from everything published in the CMS and goes live in a few minutes. If it was rolled back, the rollback ends."
      confirmLabel="Yes, rebuild"
      confirmVariant="default"
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      onConfirm={() => void rebuild()}
    />
  );
}
