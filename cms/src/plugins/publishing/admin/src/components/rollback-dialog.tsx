import { Button } from "@strapi/design-system";
import { ClockCounterClockwise } from "@strapi/icons";
import { useFetchClient } from "@strapi/strapi/admin";
import { useConfirmedAction } from "../lib/use-confirmed-action";
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
  const { open, setOpen, busy, act } = useConfirmedAction(
    async () => {
      const { data } = await post<Reply<RollbackAnswer>>("/publishing/rollback", { buildId });
      return data.reachable ? { type: "success", message: `Rolled back: the site now shows ${name}.` } : { type: "warning", message: data.message };
    },
    "The rollback did not happen",
    onDone,
  );

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
      onConfirm={() => void act()}
    />
  );
}
