import { Button } from "@strapi/design-system";
import { ArrowClockwise } from "@strapi/icons";
import { useFetchClient } from "@strapi/strapi/admin";
import { useConfirmedAction } from "../lib/use-confirmed-action";
import type { ReconcileAnswer, Reply } from "../../../../../contract/publishing-contract";
import { ConfirmDialog } from "./confirm-dialog";
import { TRIGGER_NOTE_ID } from "./trigger-note";

/**
 * "Rebuild now", confirmed in a dialog: a rebuild puts everything published in the CMS live (undoing a rollback)
 * and takes a few minutes, so it is not one stray click away. The publisher records who asked.
 */
export function RebuildButton({ allowed, onDone }: { allowed: boolean; onDone: () => Promise<void> }) {
  const { post } = useFetchClient();
  const { open, setOpen, busy, act } = useConfirmedAction(
    async () => {
      const { data } = await post<Reply<ReconcileAnswer>>("/publishing/rebuild", {});
      return data.reachable ? { type: "success", message: "Rebuild requested: the site is being rebuilt." } : { type: "warning", message: data.message };
    },
    "The rebuild was not started",
    onDone,
  );

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
      onConfirm={() => void act()}
    />
  );
}
