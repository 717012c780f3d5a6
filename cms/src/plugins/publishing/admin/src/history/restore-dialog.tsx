import { Button } from "@strapi/design-system";
import { ArrowClockwise } from "@strapi/icons";
import { useFetchClient, useNotification } from "@strapi/strapi/admin";
import { useState } from "react";
import type { RestoreAnswer } from "../../../../../contract/history-contract";
import { ConfirmDialog } from "../components/confirm-dialog";
import { errorMessage } from "../lib/error-message";
import { keepRestoreNotice } from "../lib/restore-notice";
import { versionOf } from "../../../../../lib/locale-names";

interface RestoreDialogProps {
  id: number;
  documentId: string;
  locale: string | undefined;
  /** Files of the version the Media Library no longer has: the confirmation says they are left out. */
  missingMedia: number;
}

/**
 * The content manager shows the draft it loaded when the edit view opened and offers no way for a plugin to load it
 * again: the page is reloaded (without the `history` link, which would open the dialog again) and the panel then
 * tells what the restore did.
 */
function reloadEditView(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete("history");
  if (url.href === window.location.href) window.location.reload();
  else window.location.replace(url.href);
}

/** "Restore this version", confirmed: the version becomes the translation's draft; nothing is published. */
export function RestoreDialog({ id, documentId, locale, missingMedia }: RestoreDialogProps) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const restore = async () => {
    setBusy(true);
    try {
      const { data } = await post<{ data: RestoreAnswer }>(`/publishing/history/versions/${id}/restore`, {});
      keepRestoreNotice(documentId, locale, [data.data.message, ...data.data.skipped]);
      reloadEditView();
    } catch (error) {
      toggleNotification({ type: "danger", message: `The version was not restored: ${errorMessage(error)}` });
      setBusy(false);
      setOpen(false);
    }
  };

  const translation = versionOf(locale) || "";
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" startIcon={<ArrowClockwise />}>
          Restore this version
        </Button>
      }
      title="Restore this version?"
      body={[
        `This version replaces the current draft of ${translation ? `${translation}this entry` : "this translation"}.`,
        missingMedia > 0 ? "The files deleted from the Media Library since are left out." : "",
        "Nothing is published until you publish it.",
      ]
        .filter(Boolean)
        .join(" ")}
      confirmLabel="Restore"
      confirmVariant="default"
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      onConfirm={() => void restore()}
    />
  );
}
