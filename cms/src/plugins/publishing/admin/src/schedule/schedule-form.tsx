import { Button, Field, Flex, TextInput } from "@strapi/design-system";
import { useFetchClient, useNotification } from "@strapi/strapi/admin";
import { useState } from "react";
import { errorMessage } from "../lib/error-message";
import type { ScheduleEntry } from "../lib/use-schedule";
import { readScheduleMoment } from "./read-schedule-time";

interface FormProps {
  /** The translation scheduled: the locale is sent as the edit view shows it (none: the default locale's). */
  entry: ScheduleEntry;
  action: "publish" | "unpublish";
  onDone: () => Promise<void>;
}

/**
 * "Publish at" / "Unpublish at": a date and a time of day to the minute, in the editor's time zone, sent as UTC
 * (toISOString), which is what the CMS stores. The browser's own date and time fields (styled as the design
 * system's inputs) take any minute, typed or picked, and give back exactly what was entered; Strapi's
 * DateTimePicker offered quarter hours and read a typed "04:15" as midnight. readScheduleMoment says what is wrong
 * with an entry instead of guessing; the server judges the time again (future, after the scheduled publish).
 */
export function ScheduleForm({ entry, action, onDone }: FormProps) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  // The message shows once the editor has left the time field or tried to schedule, not at the first keystroke.
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = action === "publish" ? "Publish at" : "Unpublish at";
  const moment = readScheduleMoment(date, time, new Date());
  const started = date !== "" || time !== "";
  const problem = checked && started && !moment.ok ? moment.message : undefined;

  const submit = async () => {
    setChecked(true);
    if (!moment.ok) return;
    setBusy(true);
    try {
      await post("/publishing/schedule", { ...entry, action, runAt: moment.value.toISOString() });
      toggleNotification({ type: "success", message: `${action === "publish" ? "Publish" : "Unpublish"} scheduled.` });
      setDate("");
      setTime("");
      setChecked(false);
    } catch (error) {
      toggleNotification({ type: "danger", message: `Not scheduled: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
      await onDone();
    }
  };

  // The field's label names the date input (Field.Root gives it its id); each input has its own aria-label.
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Field.Root name={`schedule-${action}`} error={problem}>
        <Field.Label>{label}</Field.Label>
        <Flex gap={1} wrap="wrap" role="group" aria-label={label}>
          <TextInput type="date" aria-label={`${label}: date`} value={date} onChange={(event) => setDate(event.target.value)} />
          <TextInput
            type="time"
            id={`schedule-${action}-time`}
            step={60}
            aria-label={`${label}: time`}
            placeholder="16:07"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            onBlur={() => setChecked(true)}
          />
        </Flex>
        <Field.Error />
      </Field.Root>
      <Button variant="secondary" fullWidth disabled={!started} loading={busy} onClick={() => void submit()}>
        Schedule {action}
      </Button>
    </Flex>
  );
}
