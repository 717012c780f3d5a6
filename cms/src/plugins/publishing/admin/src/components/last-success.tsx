import { Typography } from "@strapi/design-system";
import { formatDuration, formatWhen } from "../lib/format-time";
import type { PublisherStatus } from "../lib/publishing-types";
import { Fact, SectionCard } from "./section-card";

/** The last build that went live, with how long a publish took to reach visitors. */
export function LastSuccess({ success }: { success: PublisherStatus["lastSuccess"] }) {
  return (
    <SectionCard title="Last successful build" id="publishing-last-success">
      {success ? (
        <>
          <Fact label="Build">{success.buildId}</Fact>
          <Fact label="Finished">{formatWhen(success.finishedAt)}</Fact>
          <Fact label="Publish to live">
            {success.publishToLiveMs === null ? "not measured (no publish started it)" : formatDuration(success.publishToLiveMs)}
          </Fact>
          <Fact label="Build time">{formatDuration(success.durationMs)}</Fact>
          <Fact label="Pages">{String(success.pageCount)}</Fact>
          <Fact label="Started by">{success.trigger}</Fact>
        </>
      ) : (
        <Typography>No build has succeeded yet.</Typography>
      )}
    </SectionCard>
  );
}
