import { Flex, Status, Typography } from "@strapi/design-system";
import { buildState } from "../lib/build-state";
import { describeTrigger } from "../lib/describe-trigger";
import { formatDuration } from "../lib/format-time";
import type { PublisherStatus } from "../../../../../contract/publishing-contract";
import { useNow } from "../lib/use-now";
import { ChangeList } from "./change-list";
import { SectionCard } from "./section-card";

/**
 * The current state (a live region, so screen readers hear Building → Live) with the elapsed time, what started a
 * running build, and after a rollback which entries the live site shows older than the CMS.
 */
export function StateSummary({ status }: { status: PublisherStatus }) {
  const state = buildState(status);
  const now = useNow(state.since !== null);
  const elapsed = state.since ? formatDuration(now - Date.parse(state.since)) : null;
  const behind = status.liveBehind;
  return (
    <SectionCard title="Current state" id="publishing-current-state">
      <div role="status" aria-live="polite" aria-label="Publishing state">
        <Status variant={state.tone} size="M">
          <Typography fontWeight="bold">{state.name}</Typography>
          {elapsed ? <Typography> for {elapsed}</Typography> : null}
        </Status>
      </div>
      <Flex direction="column" alignItems="stretch" gap={1}>
        <Typography>{state.explanation}</Typography>
        {status.activeBuild ? (
          <Typography variant="pi" textColor="neutral600">
            Started by: {describeTrigger(status.activeBuild.trigger)}
          </Typography>
        ) : null}
        {behind?.changes ? <ChangeList changes={behind.changes} mode="behind" label="How the live site differs from the CMS" /> : null}
      </Flex>
    </SectionCard>
  );
}
