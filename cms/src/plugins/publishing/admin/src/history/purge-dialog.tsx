import { Button } from "@strapi/design-system";
import { Trash } from "@strapi/icons";
import { useFetchClient } from "@strapi/strapi/admin";
import type { PurgeAnswer } from "../../../../../contract/history-contract";
import { ConfirmDialog } from "../components/confirm-dialog";
import { useConfirmedAction } from "../lib/use-confirmed-action";

interface PurgeDialogProps {
  /** The translation's history route (DELETE purges it). */
  path: string;
  count: number;
  onDone: () => Promise<void>;
}

/** "Delete this history" (super admins only, which the list's canPurge says): every recorded version of the translation. */
export function PurgeDialog({ path, count, onDone }: PurgeDialogProps) {
  const { del } = useFetchClient();
  const { open, setOpen, busy, act } = useConfirmedAction(
    async () => {
      const { data } = await del<{ data: PurgeAnswer }>(path);
      return { type: "success", message: `History deleted: ${data.data.purged === 1 ? "1 version" : `${data.data.purged} versions`}.` };
    },
    "The history was not deleted",
    onDone,
  );

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
      onConfirm={() => void act()}
    />
  );
}
