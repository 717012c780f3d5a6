import { Button } from "@strapi/design-system";
import { ArrowClockwise } from "@strapi/icons";
import { useFetchClient, useNotification } from "@strapi/strapi/admin";
import { useState } from "react";
import { errorMessage } from "../lib/error-message";
import type { Reply } from "../lib/publishing-types";
import { TRIGGER_NOTE_ID } from "./trigger-note";

/** "Rebuild now": queues a build at once (the publisher records who asked). */
export function RebuildButton({ allowed, onDone }: { allowed: boolean; onDone: () => Promise<void> }) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = useState(false);

  const rebuild = async () => {
    setBusy(true);
    try {
      const { data } = await post<Reply<unknown>>("/publishing/rebuild", {});
      toggleNotification(
        data.reachable ? { type: "success", message: "Rebuild requested: the site is being rebuilt." } : { type: "warning", message: data.message },
      );
    } catch (error) {
      toggleNotification({ type: "danger", message: `The rebuild was not started: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
      await onDone();
    }
  };

  return (
    <Button
      startIcon={<ArrowClockwise />}
      onClick={() => void rebuild()}
      loading={busy}
      disabled={!allowed}
      aria-describedby={allowed ? undefined : TRIGGER_NOTE_ID}
    >
      Rebuild now
    </Button>
  );
}
