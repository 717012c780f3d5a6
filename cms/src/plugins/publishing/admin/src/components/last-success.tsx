import { Typography } from "@strapi/design-system";
import { describeTrigger } from "../lib/describe-trigger";
import { formatDuration, formatRoundDuration, formatWhen } from "../lib/format-time";
import type { PublisherStatus } from "../../../../../contract/publishing-contract";
import { Fact, SectionCard } from "./section-card";
import { TechnicalDetails } from "./technical-details";

/** The last build that went live, in editors' words: what started it and how long a publish took to reach visitors. */
export function LastSuccess({ success }: { success: PublisherStatus["lastSuccess"] }) {
  return (
    <SectionCard title="Last successful build" id="publishing-last-success">
      {success ? (
        <>
          <Typography>{describeTrigger(success.trigger)}</Typography>
          <Fact label="Live since">{formatWhen(success.finishedAt)}</Fact>
          <Fact label="Publish to live">
            {success.publishToLiveMs === null ? "not measured (no publish started it)" : formatRoundDuration(success.publishToLiveMs)}
          </Fact>
          <Fact label="Pages">{String(success.pageCount)}</Fact>
          <TechnicalDetails value="last-success">
            <Fact label="Build">{success.buildId}</Fact>
            <Fact label="Build time">{formatDuration(success.durationMs)}</Fact>
            <Fact label="Trigger">{success.trigger}</Fact>
          </TechnicalDetails>
        </>
      ) : (
        <Typography>No build has succeeded yet.</Typography>
      )}
    </SectionCard>
  );
}
