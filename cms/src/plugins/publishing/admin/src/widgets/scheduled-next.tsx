import { Flex, Typography } from "@strapi/design-system";
import { formatMinute } from "../lib/format-time";
import { useSchedule } from "../lib/use-schedule";
import { homeScheduleLine, moreScheduledWords } from "../schedule/schedule-words";

/** The home page shows the next few; the Publishing page lists them all, with Cancel. */
const SHOWN = 3;

/** The home page widget's "Scheduled" part: the next scheduled publishes and unpublishes, soonest first. */
export function ScheduledNext() {
  const { list, error } = useSchedule();
  if (error) return <Typography textColor="danger600">The schedule could not be loaded: {error}</Typography>;
  if (!list) return null;
  const more = moreScheduledWords(list.pending.length - SHOWN);
  return (
    <Flex direction="column" alignItems="stretch" gap={1} tag="section" aria-label="Scheduled">
      <Typography variant="sigma" textColor="neutral600" tag="h3">
        Scheduled
      </Typography>
      {list.pending.length === 0 ? (
        <Typography textColor="neutral600">Nothing is scheduled.</Typography>
      ) : (
        <Flex direction="column" alignItems="stretch" gap={1} tag="ul">
          {list.pending.slice(0, SHOWN).map((action) => (
            <Typography key={action.id} tag="li">
              {homeScheduleLine(action, formatMinute)}
            </Typography>
          ))}
        </Flex>
      )}
      {more ? (
        <Typography variant="pi" textColor="neutral600">
          {more}
        </Typography>
      ) : null}
    </Flex>
  );
}
