import { Button } from "@strapi/design-system";
import { Trash } from "@strapi/icons";
import { useFetchClient, useNotification } from "@strapi/strapi/admin";
import { useState } from "react";
import type { PurgeAnswer } from "../../../../../contract/history-contract";
import { ConfirmDialog } from "../components/confirm-dialog";
import { errorMessage } from "../lib/error-message";

interface PurgeDialogProps {
  /** The translation's history route (DELETE purges it). */
  path: string;
  count: number;
  onDone: () => Promise<void>;
}

/** "Delete this history" (super admins only, which the list's canPurge says): every recorded version of the translation. */
export function PurgeDialog({ path, count, onDone }: PurgeDialogProps) {
  const { del } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const purge = async () => {
    setBusy(true);
    try {
      const { data } = await del<{ data: PurgeAnswer }>(path);
      toggleNotification({ type: "success", message: `History deleted: ${data.data.purged === 1 ? "1 version" : `${data.data.purged} versions`}.` });
      setOpen(false);
    } catch (error) {
      toggleNotification({ type: "danger", message: `The history was not deleted: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
      await onDone();
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" startIcon={<Trash />}>
          Delete this history
        </Button>
      }
      title="Delete this history?"
      body={`The ${count === 1 ? "recorded version" : `${count} recorded versions`} of this translation will be deleted for good. The entry, its draft and the site do not change.`}
      confirmLabel="Delete the history"
      confirmVariant="danger-light"
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      onConfirm={() => void purge()}
    />
  );
}
