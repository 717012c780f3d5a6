import { Flex, Typography } from "@strapi/design-system";
import { editorTimeZone } from "../lib/schedule-types";
import { useSchedule } from "../lib/use-schedule";
import { ScheduledActionLine } from "../schedule/scheduled-action-line";
import { SectionCard } from "./section-card";

/** The Publishing page's "Scheduled" section: what is scheduled across the site, and what ran lately or was refused. */
export function ScheduledSection() {
  const { list, error, refresh } = useSchedule();
  return (
    <SectionCard title="Scheduled" id="publishing-scheduled">
      {error ? <Typography textColor="danger600">The schedule could not be loaded: {error}</Typography> : null}
      {!list && !error ? <Typography textColor="neutral600">Loading the schedule…</Typography> : null}
      {list ? (
        <>
          <Typography variant="pi" textColor="neutral600">
            Times are in your time zone ({editorTimeZone()}). Schedule a publish or unpublish in an entry's edit view, in its Schedule panel.
          </Typography>
          {list.pending.length === 0 ? <Typography>Nothing is scheduled.</Typography> : null}
          <Flex direction="column" alignItems="stretch" gap={4} tag="ul" aria-label="Scheduled actions">
            {list.pending.map((action) => (
              <ScheduledActionLine key={action.id} action={action} withEntry onChange={refresh} />
            ))}
          </Flex>
          {list.finished.length > 0 ? (
            <>
              <Typography tag="h3" variant="sigma">
                Lately
              </Typography>
              <Flex direction="column" alignItems="stretch" gap={4} tag="ul" aria-label="Scheduled actions lately">
                {list.finished.map((action) => (
                  <ScheduledActionLine key={action.id} action={action} withEntry onChange={refresh} />
                ))}
              </Flex>
            </>
          ) : null}
        </>
      ) : null}
    </SectionCard>
  );
}
