import { Button, Dialog, Typography } from "@strapi/design-system";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  /** The button that opens the dialog (a Button; Dialog.Trigger passes it the open behaviour). */
  trigger: ReactNode;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: string;
  confirmVariant: "default" | "danger-light";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
}

/** The panel's confirmations (Rebuild now, Roll back): what happens, then Cancel or the action. */
export function ConfirmDialog({ trigger, title, body, confirmLabel, confirmVariant, open, onOpenChange, busy, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>{title}</Dialog.Header>
        <Dialog.Body>
          <Typography textAlign="center">{body}</Typography>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button fullWidth variant="tertiary">
              Cancel
            </Button>
          </Dialog.Cancel>
          <Button fullWidth variant={confirmVariant} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
