import { Button, DateTimePicker, Field, Flex } from "@strapi/design-system";
import { useFetchClient, useNotification } from "@strapi/strapi/admin";
import { useState } from "react";
import { errorMessage } from "../lib/error-message";
import type { ScheduleEntry } from "../lib/use-schedule";

interface FormProps {
  /** The translation scheduled: the locale is sent as the edit view shows it (none: the default locale's). */
  entry: ScheduleEntry;
  action: "publish" | "unpublish";
  onDone: () => Promise<void>;
}

/**
 * "Publish at" / "Unpublish at": the picker works in the editor's time zone; the Date it gives is sent as UTC
 * (toISOString), which is what the CMS stores. The server judges the time (future, after the scheduled publish).
 */
export function ScheduleForm({ entry, action, onDone }: FormProps) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [when, setWhen] = useState<Date | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const label = action === "publish" ? "Publish at" : "Unpublish at";

  const submit = async () => {
    if (!when) return;
    setBusy(true);
    try {
      await post("/publishing/schedule", { ...entry, action, runAt: when.toISOString() });
      toggleNotification({ type: "success", message: `${action === "publish" ? "Publish" : "Unpublish"} scheduled.` });
      setWhen(undefined);
    } catch (error) {
      toggleNotification({ type: "danger", message: `Not scheduled: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
      await onDone();
    }
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Field.Root name={`schedule-${action}`}>
        <Field.Label>{label}</Field.Label>
        <DateTimePicker value={when ?? null} onChange={setWhen} onClear={() => setWhen(undefined)} clearLabel={`Clear ${label.toLowerCase()}`} />
      </Field.Root>
      <Button variant="secondary" fullWidth disabled={!when} loading={busy} onClick={() => void submit()}>
        Schedule {action}
      </Button>
    </Flex>
  );
}
