import { useNotification } from "@strapi/strapi/admin";
import { useState } from "react";
import { errorMessage } from "./error-message";

type Notice = { type: "success" | "warning"; message: string };

/**
 * The state behind a confirmed action (Rebuild now, Roll back, Delete this history): the dialog's open and busy
 * flags, and `act`, which runs the request, tells the editor how it went (`failed` starts the sentence of an error)
 * and refreshes what the page shows either way.
 */
export function useConfirmedAction(run: () => Promise<Notice>, failed: string, onDone: () => Promise<void>) {
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = async () => {
    setBusy(true);
    try {
      toggleNotification(await run());
      setOpen(false);
    } catch (error) {
      toggleNotification({ type: "danger", message: `${failed}: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
      await onDone();
    }
  };
  return { open, setOpen, busy, act };
}
