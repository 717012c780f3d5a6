import { Flex, Status, Typography } from "@strapi/design-system";
import { buildState } from "../lib/build-state";
import { formatDuration } from "../lib/format-time";
import type { PublisherStatus } from "../lib/publishing-types";
import { useNow } from "../lib/use-now";
import { SectionCard } from "./section-card";

/** The current state (a live region, so screen readers hear Building → Live) with the elapsed time. */
export function StateSummary({ status }: { status: PublisherStatus }) {
  const state = buildState(status);
  const now = useNow(state.since !== null);
  const elapsed = state.since ? formatDuration(now - Date.parse(state.since)) : null;
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
            Build {status.activeBuild.buildId}, started because of: {status.activeBuild.trigger}
          </Typography>
        ) : null}
      </Flex>
    </SectionCard>
  );
}
