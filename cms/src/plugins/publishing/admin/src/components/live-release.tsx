import { Typography } from "@strapi/design-system";
import { formatWhen } from "../lib/format-time";
import type { PublisherStatus } from "../lib/publishing-types";
import { Fact, SectionCard } from "./section-card";

/** What visitors see now: the live build, since when, how many pages, and a rollback that put it there. */
export function LiveRelease({ status }: { status: PublisherStatus }) {
  const { live, lastRollback } = status;
  const entry = status.history?.find((release) => release.live);
  const pages = entry?.pageCount ?? (status.lastSuccess?.buildId === live.buildId ? status.lastSuccess.pageCount : null);
  return (
    <SectionCard title="Live release" id="publishing-live-release">
      {live.buildId ? (
        <>
          <Fact label="Build">{live.buildId}</Fact>
          <Fact label="Live since">{formatWhen(live.since)}</Fact>
          <Fact label="Pages">{pages === null ? "unknown" : String(pages)}</Fact>
          {lastRollback && lastRollback.to === live.buildId ? (
            <Typography variant="pi" textColor="neutral600">
              Rolled back from {lastRollback.from} on {formatWhen(lastRollback.at)}
              {lastRollback.requestedBy ? ` by ${lastRollback.requestedBy}` : ""}.
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography>Nothing is live yet: the site appears after its first successful build.</Typography>
      )}
    </SectionCard>
  );
}
