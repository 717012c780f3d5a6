import { Button, Flex, Typography } from "@strapi/design-system";
import { useFetchClient, useNotification } from "@strapi/strapi/admin";
import { useState } from "react";
import { errorMessage } from "../lib/error-message";
import { formatMinute } from "../lib/format-time";
import { entryName, type ScheduledAction } from "../lib/schedule-types";

const STATE_TEXT: Record<ScheduledAction["state"], string> = {
  pending: "Scheduled",
  running: "Running now",
  done: "Done",
  failed: "Not carried out",
  cancelled: "Cancelled",
};

const STATE_COLOR: Record<ScheduledAction["state"], "neutral800" | "secondary600" | "success600" | "danger600" | "neutral600"> = {
  pending: "neutral800",
  running: "secondary600",
  done: "success600",
  failed: "danger600",
  cancelled: "neutral600",
};

/** "Scheduled publish of the blog post “X”": the wording the panels and the log share. */
const describeAction = (action: ScheduledAction, withEntry: boolean): string => `Scheduled ${action.action}${withEntry ? ` of ${entryName(action)}` : ""}`;

interface LineProps {
  action: ScheduledAction;
  /** The Publishing page names the entry; the edit view's panel is the entry's own. */
  withEntry: boolean;
  onChange: () => Promise<void>;
}

/** One scheduled action: what, when (editor's time zone, to the minute it was set for), who, its state or why it failed, and Cancel while pending. */
export function ScheduledActionLine({ action, withEntry, onChange }: LineProps) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    try {
      await post(`/publishing/schedule/${action.id}/cancel`, {});
      toggleNotification({ type: "success", message: `${describeAction(action, true)} cancelled.` });
    } catch (error) {
      toggleNotification({ type: "danger", message: `Not cancelled: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
      await onChange();
    }
  };

  const who = action.state === "cancelled" && action.cancelledBy ? `cancelled by ${action.cancelledBy}` : `set by ${action.scheduledBy ?? "unknown"}`;
  return (
    <Flex direction="column" alignItems="stretch" gap={1} tag="li" aria-label={describeAction(action, true)}>
      <Typography fontWeight="bold">{describeAction(action, withEntry)}</Typography>
      <Typography variant="pi">
        {formatMinute(action.runAt)} · {who}
      </Typography>
      <Typography variant="pi" textColor={STATE_COLOR[action.state]}>
        {STATE_TEXT[action.state]}
        {action.state === "failed" && action.failure ? `: ${action.failure}` : ""}
      </Typography>
      {action.state === "pending" ? (
        <div>
          <Button variant="tertiary" size="S" onClick={() => void cancel()} loading={busy}>
            Cancel
          </Button>
        </div>
      ) : null}
    </Flex>
  );
}
