import { Flex, Typography } from "@strapi/design-system";
import type { PanelEntry } from "../lib/edit-view-panel";
import { editorTimeZone, type ScheduleKind } from "../lib/schedule-types";
import { useSchedule } from "../lib/use-schedule";
import { ScheduledActionLine } from "./scheduled-action-line";
import { ScheduleForm } from "./schedule-form";

/** The latest finished actions the edit view still shows: enough to see that the last one ran or why it did not. */
const RECENT = 3;

/**
 * The edit view's Schedule panel: the pending and recent actions of the translation the editor is viewing, and a
 * form for each action not pending. Each translation is published on its own, so it is scheduled on its own.
 */
export function EntrySchedule({ kind, documentId, revision, locale }: PanelEntry<ScheduleKind> & { locale?: string }) {
  const { list, error, refresh } = useSchedule({ kind, documentId, locale }, revision);
  if (error) return <Typography textColor="danger600">The schedule could not be loaded: {error}</Typography>;
  if (!list) return <Typography textColor="neutral600">Loading the schedule…</Typography>;
  const pendingOf = (action: "publish" | "unpublish") => list.pending.some((one) => one.action === action);
  const shown = [...list.pending, ...list.finished.slice(0, RECENT)];
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      {shown.length > 0 ? (
        <Flex direction="column" alignItems="stretch" gap={3} tag="ul" aria-label="Scheduled for this entry">
          {shown.map((action) => (
            <ScheduledActionLine key={action.id} action={action} withEntry={false} onChange={refresh} />
          ))}
        </Flex>
      ) : null}
      {pendingOf("publish") ? null : <ScheduleForm entry={{ kind, documentId, locale }} action="publish" onDone={refresh} />}
      {pendingOf("unpublish") ? null : <ScheduleForm entry={{ kind, documentId, locale }} action="unpublish" onDone={refresh} />}
      <Typography variant="pi" textColor="neutral600">
        Times are in your time zone ({editorTimeZone()}). The CMS publishes or unpublishes at that time with the same checks as the Publish button; the site
        then rebuilds.
      </Typography>
    </Flex>
  );
}
